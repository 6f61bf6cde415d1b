import { bulletList, heading, paragraph, portableText, strong } from '../../lib/portable-text.ts'
import type { ProductContent, Scent } from '../types.ts'

/** Order of the scent thumbnails on every silicone page (spec §2). */
export const SCENT_ORDER: Scent[] = ['Cafe', 'Jazmin', 'Limon', 'Oceano', 'Rosa']

interface SiliconeScent {
  slug: string
  scent: Scent
  /** Spanish name of the scent as written on the label. */
  aroma: string
  sampleCodeItem: number
}

const siliconeScents: SiliconeScent[] = [
  { slug: 'DashboardPolishSilicone', scent: 'Cafe', aroma: 'café', sampleCodeItem: 7 },
  { slug: 'DashboardPolishSiliconeLimon', scent: 'Limon', aroma: 'limón', sampleCodeItem: 8 },
  { slug: 'DashboardPolishSiliconeJazmin', scent: 'Jazmin', aroma: 'jazmín', sampleCodeItem: 9 },
  { slug: 'DashboardPolishSiliconeRosado', scent: 'Rosa', aroma: 'rosa', sampleCodeItem: 10 },
  { slug: 'DashboardPolishSiliconeOcean', scent: 'Oceano', aroma: 'océano', sampleCodeItem: 11 },
]

function siliconeProduct({ slug, scent, aroma, sampleCodeItem }: SiliconeScent): ProductContent {
  return {
    slug,
    title: `SILICONA PARA TABLERO ${aroma.toUpperCase()}`,
    subtitle: `Brillo y protección para plásticos con aroma a ${aroma}`,
    categorySlug: 'paraTuAuto',
    image: `products/${slug}.png`,
    imageAlt: `Aerosol Silicona para Tablero Rehoboth aroma ${aroma}`,
    cardDescription: `Limpia, abrillanta y protege tableros y plásticos interiores, y deja aroma a ${aroma} en la cabina.`,
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem,
    description: portableText(
      paragraph(
        'Silicona en aerosol que limpia, abrillanta y protege tableros, consolas, plásticos, vinilos y cauchos del vehículo, y deja en la cabina un agradable ',
        strong(`aroma a ${aroma}`),
        '.',
      ),
      heading('Beneficios'),
      bulletList([
        'Devuelve el color original a los plásticos opacos.',
        'Protege contra los rayos UV y evita el resecamiento y las grietas.',
        'Repele el polvo, así el interior se mantiene limpio por más tiempo.',
        `Aroma a ${aroma} que perdura en la cabina.`,
      ]),
      heading('Modo de uso'),
      paragraph(
        'Agite bien, rocíe sobre un paño o directamente sobre la superficie y extienda de manera uniforme. No aplique sobre el volante, los pedales ni los vidrios.',
      ),
      paragraph('Disponible en cinco aromas: café, jazmín, limón, océano y rosa.'),
    ),
    scent,
    seo: {
      title: `Silicona para Tablero aroma ${aroma} | Rehoboth`,
      description: `Silicona para Tablero Rehoboth aroma ${aroma}: brillo, protección UV y repelencia al polvo para tableros, plásticos y vinilos del vehículo.`,
    },
  }
}

export const siliconeProducts: ProductContent[] = siliconeScents.map(siliconeProduct)
