import { siteMedia } from '../lib/media-paths.ts'
import type { AdvantageIcon, CategorySlug, ImageContent } from './types.ts'

export interface PromoVideoContent {
  title: string
  video: string
  poster: ImageContent
}

export interface HomePageContent {
  promoText: string
  categoryCards: CategorySlug[]
  catalogueBanner: { heading: string; text: string; buttonText: string; image: ImageContent }
  featuredProductSlugs: string[]
  advantages: Array<{ title: string; description: string; icon: AdvantageIcon }>
  promoVideos: PromoVideoContent[]
  productCarouselSlugs: string[]
}

/** The six products of the home 'PRODUCTOS DESTACADOS' and of the product-page carousel (spec §2, §3). */
const showcasedProducts = [
  'ChainClean',
  'SuperTireShine',
  'ChainLube',
  'RocketPower',
  'RestauradorDeFaros',
  'GlassAntiFog',
]

function promoVideo(
  media: (typeof siteMedia.promoVideos)[number],
  title: string,
): PromoVideoContent {
  return {
    title,
    video: media.video,
    poster: { path: media.poster, alt: `Portada del video «${title}»` },
  }
}

const [promo1, promo2, promo3, promo4, promo5] = siteMedia.promoVideos

export const homePage: HomePageContent = {
  promoText:
    'En Rehoboth fabricamos productos de limpieza y mantenimiento en aerosol para tu vehículo, tu hogar y tu trabajo. Fórmulas efectivas, fáciles de usar y hechas para durar.',
  categoryCards: ['paraTuAuto', 'paraTuHogar', 'paraTuTrabajo'],
  catalogueBanner: {
    heading: 'Conoce nuestro catálogo',
    text: 'Todos los productos Rehoboth con sus presentaciones y usos en un solo documento.',
    buttonText: 'Ver catálogo',
    image: {
      path: siteMedia.catalogueBanner,
      alt: 'Portada del catálogo de productos Rehoboth',
    },
  },
  featuredProductSlugs: showcasedProducts,
  advantages: [
    {
      title: 'Fórmulas efectivas',
      description:
        'Productos desarrollados para dar resultados visibles desde la primera aplicación.',
      icon: 'formula',
    },
    {
      title: 'Amigable con el medio ambiente',
      description:
        'Propelentes sin CFC que no dañan la capa de ozono y envases de metal reciclable.',
      icon: 'eco',
    },
    {
      title: 'Fácil de usar',
      description: 'Aplicación directa, sin herramientas, con instrucciones claras en cada envase.',
      icon: 'easy',
    },
    {
      title: 'Calidad garantizada',
      description: 'Cada lote pasa controles de calidad antes de llegar a tus manos.',
      icon: 'quality',
    },
  ],
  promoVideos: [
    promoVideo(promo1, 'Lubricante de cadenas: cadena lubricada, rodada suave'),
    promoVideo(promo2, 'Super Tire Shine: llantas negras y brillantes'),
    promoVideo(promo3, 'Silicona para tablero en cinco aromas'),
    promoVideo(promo4, 'Restaurador de Faros: faros claros como el primer día'),
    promoVideo(promo5, 'Lustramuebles: muebles con brillo de vitrina'),
  ],
  productCarouselSlugs: showcasedProducts,
}
