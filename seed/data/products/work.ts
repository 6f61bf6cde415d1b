import { bulletList, heading, paragraph, portableText } from '../../lib/portable-text.ts'
import type { ProductContent } from '../types.ts'

/** Products routed under /paraTuTrabajo (shown on the /paraTuHogar screen, spec §2). */
export const workProducts: ProductContent[] = [
  {
    slug: 'AirDuster',
    title: 'AIRE COMPRIMIDO',
    subtitle: 'Remueve el polvo de equipos electrónicos sin contacto',
    categorySlug: 'paraTuTrabajo',
    image: 'products/AirDuster.png',
    imageAlt: 'Aerosol de Aire Comprimido Rehoboth con cánula',
    cardDescription:
      'Gas comprimido seco que saca el polvo de teclados, computadores y tableros sin tocarlos.',
    contenido: 'Aerosol',
    presentacion: '250ml',
    sampleCodeItem: 27,
    description: portableText(
      paragraph(
        'Gas comprimido seco para retirar polvo y partículas de los lugares donde no llega un paño: teclados, computadores, impresoras, cámaras y tableros eléctricos.',
      ),
      heading('Beneficios'),
      bulletList([
        'Limpia sin tocar ni rayar las superficies delicadas.',
        'No deja humedad ni residuos.',
        'Cánula de precisión para rendijas y conectores.',
        'Ayuda a evitar el recalentamiento de los equipos por acumulación de polvo.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Con el equipo apagado, mantenga el envase en posición vertical y aplique en ráfagas cortas. No lo incline ni lo agite durante el uso.',
      ),
    ),
    seo: {
      title: 'Aire Comprimido para electrónicos | Rehoboth',
      description:
        'Aire Comprimido Rehoboth: retira el polvo de computadores, teclados, impresoras y tableros eléctricos sin contacto y sin humedad.',
    },
  },
  {
    slug: 'FoamCleaner',
    title: 'ESPUMA LIMPIADORA MULTIUSOS',
    subtitle: 'Limpieza profunda de tapicerías, alfombras y superficies',
    categorySlug: 'paraTuTrabajo',
    image: 'products/FoamCleaner.png',
    imageAlt: 'Aerosol Espuma Limpiadora Multiusos Rehoboth',
    cardDescription:
      'Espuma activa que levanta la mugre de tapicerías, alfombras y plásticos sin empapar el material.',
    contenido: 'Espuma',
    presentacion: '650ml',
    sampleCodeItem: 28,
    description: portableText(
      paragraph(
        'Espuma activa que limpia tapicerías, alfombras, cuero sintético, vinilos, plásticos y superficies lavables. Su acción de arrastre levanta la mugre sin empapar el material.',
      ),
      heading('Beneficios'),
      bulletList([
        'Elimina manchas de grasa, café, barro y tinta reciente.',
        'Seca rápido y no deja aureolas.',
        'Deja un aroma fresco y agradable.',
        'Útil en oficinas, talleres, el hogar y el vehículo.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Agite bien y aplique la espuma sobre la superficie. Deje actuar un minuto, frote con un cepillo suave o una esponja y retire con un paño limpio y húmedo.',
      ),
    ),
    seo: {
      title: 'Espuma Limpiadora Multiusos | Rehoboth',
      description:
        'Espuma Limpiadora Multiusos Rehoboth: limpieza profunda de tapicerías, alfombras y plásticos; seca rápido y no deja aureolas.',
    },
  },
  {
    slug: 'ElectricalContactCleaner',
    title: 'LIMPIADOR DE CONTACTOS ELÉCTRICOS',
    subtitle: 'Dieléctrico de secado rápido que no deja residuos',
    categorySlug: 'paraTuTrabajo',
    image: 'products/ElectricalContactCleaner.png',
    imageAlt: 'Aerosol Limpiador de Contactos Eléctricos Rehoboth',
    cardDescription:
      'Limpiador dieléctrico que elimina óxido, polvo y humedad de contactos y tarjetas electrónicas.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 29,
    description: portableText(
      paragraph(
        'Limpiador dieléctrico para contactos, tarjetas electrónicas, interruptores, relés, conectores y tableros. Elimina el óxido leve, el polvo, la grasa y la humedad que causan fallas intermitentes.',
      ),
      heading('Beneficios'),
      bulletList([
        'Restablece la conductividad de contactos sucios u oxidados.',
        'Se evapora en segundos sin dejar residuos.',
        'No ataca la mayoría de plásticos y cauchos.',
        'Ideal para el mantenimiento preventivo de equipos industriales y electrónicos.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Desconecte el equipo de la corriente. Rocíe sobre los contactos, use la cánula en las zonas estrechas y deje evaporar por completo antes de energizar.',
      ),
    ),
    seo: {
      title: 'Limpiador de Contactos Eléctricos | Rehoboth',
      description:
        'Limpiador de Contactos Eléctricos Rehoboth: dieléctrico de secado rápido que elimina óxido, polvo y humedad sin dejar residuos.',
    },
  },
]
