// Content, not logic (hence its length): the Spanish copy of the exterior products, one entry each.
import {
  bulletList,
  heading,
  numberedList,
  paragraph,
  portableText,
  strong,
} from '../../lib/portable-text.ts'
import type { ProductContent } from '../types.ts'

/** Embellecimiento y cuidado exterior: paint, glass, headlights, tyres and air conditioning. */
export const exteriorProducts: ProductContent[] = [
  {
    slug: 'RestauradorDeFaros',
    title: 'RESTAURADOR DE FAROS',
    subtitle: 'Devuelve la transparencia a las farolas opacas y amarillentas',
    categorySlug: 'paraTuAuto',
    image: 'products/RestauradorDeFaros.png',
    imageAlt: 'Envase del Restaurador de Faros Rehoboth',
    cardDescription:
      'Elimina el tono amarillo y la opacidad de las farolas y recupera la potencia de iluminación.',
    contenido: 'Liquido',
    presentacion: '100ml',
    sampleCodeItem: 1,
    description: portableText(
      paragraph(
        'El sol, la lluvia y el polvo de la vía oxidan el policarbonato de las farolas hasta dejarlas opacas y amarillentas. El ',
        strong('Restaurador de Faros Rehoboth'),
        ' remueve esa capa deteriorada y deja una película protectora que devuelve la transparencia y la potencia de iluminación original.',
      ),
      heading('Beneficios'),
      bulletList([
        'Elimina el tono amarillo y la opacidad de farolas y stops de policarbonato o acrílico.',
        'Mejora la visibilidad nocturna y la seguridad al conducir.',
        'Deja una capa protectora contra los rayos UV que retrasa un nuevo deterioro.',
        'Evita el gasto de cambiar las farolas completas.',
      ]),
      heading('Procedimiento de uso'),
      numberedList([
        'Lave la farola con agua y jabón y séquela por completo.',
        'Proteja con cinta de enmascarar la pintura y los bordes alrededor de la farola.',
        'Agite el envase y aplique una pequeña cantidad del producto sobre un paño de microfibra.',
        'Frote la superficie con movimientos circulares firmes durante 2 a 3 minutos, hasta que desaparezca la opacidad.',
        'Retire el exceso con un paño limpio y seco y pula hasta obtener una superficie transparente.',
        'Deje secar 30 minutos sin exponer la farola al agua. Si la opacidad es profunda, repita el procedimiento.',
      ]),
      paragraph(
        strong('Precaución: '),
        'no aplique sobre farolas calientes ni bajo el sol directo.',
      ),
    ),
    seo: {
      title: 'Restaurador de Faros | Rehoboth',
      description:
        'Restaurador de farolas Rehoboth: elimina la opacidad y el tono amarillo, mejora la visibilidad nocturna y protege contra los rayos UV.',
    },
  },
  {
    slug: 'SprayPolish',
    title: 'SPRAY POLISH',
    subtitle: 'Brillo y protección instantánea para la pintura',
    categorySlug: 'paraTuAuto',
    image: 'products/SprayPolish.png',
    imageAlt: 'Aerosol Spray Polish Rehoboth',
    cardDescription:
      'Limpia, abrillanta y protege la pintura en un solo paso, sin necesidad de pulidora.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 2,
    description: portableText(
      paragraph(
        'Polish en aerosol que limpia, abrillanta y protege la pintura en un solo paso. Su fórmula con siliconas y ceras deja un acabado espejo sin necesidad de pulidora.',
      ),
      heading('Beneficios'),
      bulletList([
        'Elimina polvo, huellas y manchas leves de la pintura.',
        'Brillo intenso desde la primera aplicación.',
        'Repele el agua y el polvo, así el vehículo permanece limpio por más tiempo.',
        'Sirve para pintura, cromados, plásticos lisos y cascos de moto.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Agite bien y aplique a 20 cm de la superficie limpia y fría. Extienda con un paño de microfibra y pula hasta obtener brillo.',
      ),
    ),
    seo: {
      title: 'Spray Polish para autos y motos | Rehoboth',
      description:
        'Spray Polish Rehoboth: limpia, abrillanta y protege la pintura de tu vehículo en un solo paso, con acabado espejo y efecto repelente.',
    },
  },
  {
    slug: 'CarnaubaCarWax',
    title: 'CERA DE CARNAUBA',
    subtitle: 'Brillo profundo y protección duradera para la pintura',
    categorySlug: 'paraTuAuto',
    image: 'products/CarnaubaCarWax.png',
    imageAlt: 'Lata de Cera de Carnauba Rehoboth',
    cardDescription:
      'Cera en pasta con carnauba que realza el color y protege la pintura del sol y la lluvia.',
    contenido: 'Cera',
    presentacion: '230g',
    sampleCodeItem: 3,
    description: portableText(
      paragraph(
        'Cera en pasta formulada con cera de carnauba, la cera vegetal más dura que existe, obtenida de una palma brasileña. Forma una película que realza el color y protege la pintura del sol, la lluvia y la contaminación.',
      ),
      heading('Beneficios'),
      bulletList([
        'Brillo profundo con efecto húmedo en colores claros y oscuros.',
        'Protección contra rayos UV, lluvia ácida y excremento de aves.',
        'Efecto hidrofóbico: el agua resbala en gotas y arrastra la suciedad.',
        'Protección que dura semanas, incluso después de varios lavados.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Aplique una capa delgada con un aplicador de espuma sobre la pintura limpia y seca, a la sombra. Deje opacar de 5 a 10 minutos y retire con un paño de microfibra limpio.',
      ),
    ),
    seo: {
      title: 'Cera de Carnauba para autos | Rehoboth',
      description:
        'Cera de Carnauba Rehoboth: brillo profundo y protección hidrofóbica contra sol, lluvia y contaminación para la pintura de tu vehículo.',
    },
  },
  {
    slug: 'RubbingCompound',
    title: 'RUBBING COMPOUND',
    subtitle: 'Pulimento que elimina rayones superficiales y manchas',
    categorySlug: 'paraTuAuto',
    image: 'products/RubbingCompound.png',
    imageAlt: 'Envase de Rubbing Compound Rehoboth',
    cardDescription:
      'Compuesto pulidor que remueve rayones finos, oxidación y marcas de lavado de la pintura.',
    contenido: 'Liquido',
    presentacion: '250ml',
    sampleCodeItem: 4,
    description: portableText(
      paragraph(
        'Compuesto pulidor de corte medio que remueve la capa de pintura oxidada, los rayones superficiales, las marcas de lavado y las manchas de agua, y deja la superficie lista para encerar.',
      ),
      heading('Beneficios'),
      bulletList([
        'Recupera el color de la pintura opaca u oxidada.',
        'Elimina rayones finos, marcas de remolino y residuos de pintura de otros vehículos.',
        'Se aplica a mano o con pulidora rotativa u orbital.',
        'Prepara la superficie para la Cera de Carnauba o el Spray Polish.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Trabaje por secciones pequeñas sobre pintura limpia y fría. Aplique el producto sobre un paño o una boina de pulir y frote hasta que el compuesto casi desaparezca. Retire los residuos con un paño de microfibra limpio.',
      ),
    ),
    seo: {
      title: 'Rubbing Compound pulidor | Rehoboth',
      description:
        'Rubbing Compound Rehoboth: pulimento de corte medio que elimina rayones superficiales, oxidación y manchas de agua de la pintura.',
    },
  },
  {
    slug: 'GlassAntiFog',
    title: 'LIMPIAVIDRIOS ANTIEMPAÑANTE',
    subtitle: 'Vidrios limpios, sin rayas y sin empañamiento',
    categorySlug: 'paraTuAuto',
    image: 'products/GlassAntiFog.png',
    imageAlt: 'Atomizador de Limpiavidrios Antiempañante Rehoboth',
    cardDescription:
      'Limpia vidrios y espejos sin dejar rayas y evita que se empañen en días de lluvia y frío.',
    contenido: 'Spray',
    presentacion: '500ml',
    sampleCodeItem: 5,
    description: portableText(
      paragraph(
        'Limpia vidrios, espejos y visores, y deja una película invisible que impide que el vapor se condense sobre ellos. Ideal para los días de lluvia y frío, cuando el parabrisas se empaña por dentro.',
      ),
      heading('Beneficios'),
      bulletList([
        'Limpia sin dejar rayas ni residuos grasos.',
        'Evita el empañamiento de parabrisas, espejos y visores de casco.',
        'Mejora la visibilidad y la seguridad al conducir.',
        'También sirve en casa: espejos de baño, ventanas y gafas.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Rocíe sobre el vidrio, extienda con un paño de microfibra seco y frote hasta que quede transparente.',
      ),
    ),
    seo: {
      title: 'Limpiavidrios Antiempañante | Rehoboth',
      description:
        'Limpiavidrios Antiempañante Rehoboth: vidrios, espejos y visores limpios, sin rayas y sin empañamiento para conducir con mejor visibilidad.',
    },
  },
  {
    slug: 'AirConditionerCleaner',
    title: 'LIMPIADOR DE AIRE ACONDICIONADO',
    subtitle: 'Elimina malos olores, hongos y bacterias del sistema de aire',
    categorySlug: 'paraTuAuto',
    image: 'products/AirConditionerCleaner.png',
    imageAlt: 'Aerosol Limpiador de Aire Acondicionado Rehoboth',
    cardDescription:
      'Espuma que limpia el evaporador y los ductos y elimina el olor a humedad dentro del vehículo.',
    contenido: 'Espuma',
    presentacion: '500ml',
    sampleCodeItem: 6,
    description: portableText(
      paragraph(
        'Espuma activa que penetra en el evaporador y los ductos del aire acondicionado, disuelve la suciedad acumulada y elimina los hongos y bacterias que causan el mal olor dentro del vehículo.',
      ),
      heading('Beneficios'),
      bulletList([
        'Elimina el olor a humedad desde la fuente.',
        'Mejora el flujo de aire y la eficiencia del sistema de enfriamiento.',
        'Aire más limpio y saludable para el conductor y los pasajeros.',
        'Aplicación sencilla con cánula de extensión, sin desmontar piezas.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Con el motor apagado, introduzca la cánula por el drenaje del evaporador o por las rejillas de ventilación y aplique la espuma. Espere 15 minutos, encienda el vehículo con el aire acondicionado al máximo durante 10 minutos y mantenga las ventanas abiertas.',
      ),
    ),
    seo: {
      title: 'Limpiador de Aire Acondicionado automotriz | Rehoboth',
      description:
        'Limpiador de Aire Acondicionado Rehoboth: espuma que elimina hongos, bacterias y malos olores del evaporador y los ductos del vehículo.',
    },
  },
  {
    slug: 'SuperTireShine',
    title: 'SUPER TIRE SHINE',
    subtitle: 'Negro intenso y brillo duradero para llantas',
    categorySlug: 'paraTuAuto',
    image: 'products/SuperTireShine.png',
    imageAlt: 'Aerosol Super Tire Shine Rehoboth',
    cardDescription:
      'Devuelve el negro profundo a las llantas y protege el caucho del sol y el agrietamiento.',
    contenido: 'Aerosol',
    presentacion: '443ml y 650ml',
    sampleCodeItem: 12,
    description: portableText(
      paragraph(
        'Abrillantador de llantas en aerosol que devuelve el negro profundo al caucho y lo protege del resecamiento y del agrietamiento causados por el sol.',
      ),
      heading('Beneficios'),
      bulletList([
        'Brillo tipo húmedo que dura varios días.',
        'Protege el caucho contra los rayos UV y el ozono.',
        'Repele el polvo y el barro.',
        'Sirve también para guardabarros, bómperes y molduras de plástico negro.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Agite bien y rocíe a 20 cm de la llanta limpia y seca. Deje actuar unos minutos; para un acabado satinado, retire el exceso con un paño.',
      ),
    ),
    seo: {
      title: 'Super Tire Shine brillallantas | Rehoboth',
      description:
        'Super Tire Shine Rehoboth: negro intenso y brillo duradero para las llantas, con protección contra rayos UV, ozono y agrietamiento.',
    },
  },
]
