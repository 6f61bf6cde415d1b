import { bulletList, heading, paragraph, portableText, strong } from '../../lib/portable-text.ts'
import type { ProductContent } from '../types.ts'

/** Products routed under /paraTuHogar. */
export const homeProducts: ProductContent[] = [
  {
    slug: 'FurniturePolish',
    title: 'LUSTRAMUEBLES',
    subtitle: 'Limpia, protege y da brillo a la madera',
    categorySlug: 'paraTuHogar',
    image: 'products/FurniturePolish.png',
    imageAlt: 'Aerosol Lustramuebles Rehoboth',
    cardDescription:
      'Limpia el polvo y las huellas, nutre la madera y deja un brillo natural con aroma agradable.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 24,
    description: portableText(
      paragraph(
        'Lustramuebles en aerosol con cera que limpia el polvo y las huellas, nutre la madera y deja un brillo natural con un aroma agradable.',
      ),
      heading('Beneficios'),
      bulletList([
        'Limpia y abrillanta en un solo paso.',
        'Forma una capa que repele el polvo.',
        'Disimula rayones finos y protege de la humedad.',
        'Sirve en madera, laminados, fórmica y cuero sintético.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Agite bien y rocíe a 20 cm sobre la superficie o sobre un paño suave. Frote hasta obtener brillo.',
      ),
    ),
    seo: {
      title: 'Lustramuebles en aerosol | Rehoboth',
      description:
        'Lustramuebles Rehoboth: limpia, nutre y da brillo a muebles de madera y laminados, con una capa que repele el polvo.',
    },
  },
  {
    slug: 'LeackStopSpray',
    title: 'SELLADOR DE FILTRACIONES',
    subtitle: 'Recubrimiento de caucho que sella grietas y goteras',
    categorySlug: 'paraTuHogar',
    image: 'products/LeackStopSpray.png',
    imageAlt: 'Aerosol Sellador de Filtraciones Rehoboth',
    cardDescription:
      'Forma una capa de caucho flexible que detiene goteras y filtraciones en techos, canales y tuberías.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 25,
    description: portableText(
      paragraph(
        'Sellador en aerosol que forma una capa de caucho flexible e impermeable sobre grietas, uniones y agujeros pequeños. Detiene goteras y filtraciones en techos, canales, tuberías y tanques.',
      ),
      heading('Beneficios'),
      bulletList([
        'Sella grietas y filtraciones de agua y aire.',
        'Se adhiere a metal, madera, concreto, PVC, tejas, vidrio y cerámica.',
        'Queda flexible: no se cuartea con el sol ni con los cambios de temperatura.',
        'Puede pintarse una vez seco.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Limpie y seque la superficie. Agite el envase durante un minuto y aplique a 20-30 cm en capas delgadas, cubriendo bien la grieta. Deje secar al tacto 1 hora y aplique una segunda capa; el curado completo toma 24 horas.',
      ),
    ),
    seo: {
      title: 'Sellador de Filtraciones en aerosol | Rehoboth',
      description:
        'Sellador de Filtraciones Rehoboth: capa de caucho flexible e impermeable que detiene goteras en techos, canales, tuberías y tanques.',
    },
  },
  {
    slug: 'RocketPower',
    title: 'ROCKET POWER',
    subtitle: 'Destapador de tuberías ultra penetrante',
    categorySlug: 'paraTuHogar',
    image: 'products/RocketPower.png',
    imageAlt: 'Envases del destapador de tuberías Rocket Power Rehoboth',
    cardDescription:
      'Destapador ultra penetrante que disuelve grasa, cabello y residuos en lavaplatos, duchas y sifones.',
    contenido: 'Liquido',
    presentacion: '220g y 500ml',
    sampleCodeItem: 26,
    description: portableText(
      paragraph(
        'Destapador de tuberías de acción rápida que penetra hasta el punto de la obstrucción y disuelve grasa, cabello, restos de comida, jabón y papel.',
      ),
      heading('Beneficios'),
      bulletList([
        'Destapa lavaplatos, lavamanos, duchas, sanitarios y sifones.',
        'Actúa en minutos, sin herramientas ni plomero.',
        'Elimina los malos olores de los desagües.',
        'Seguro para tuberías de PVC, cobre y hierro.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Retire el agua estancada. Vierta el producto directamente en el desagüe, espere de 15 a 30 minutos y deje correr agua caliente. Para obstrucciones fuertes, repita la aplicación.',
      ),
      paragraph(
        strong('Precaución: '),
        'use guantes y gafas de protección y no lo mezcle con otros productos de limpieza.',
      ),
    ),
    seo: {
      title: 'Rocket Power destapador de tuberías | Rehoboth',
      description:
        'Rocket Power Rehoboth: destapador de tuberías ultra penetrante para lavaplatos, duchas, sanitarios y sifones; actúa en minutos.',
    },
  },
]
