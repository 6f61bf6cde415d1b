// Content, not logic (hence its length): the Spanish copy of the engine products, one entry each.
import {
  bulletList,
  heading,
  numberedList,
  paragraph,
  portableText,
  strong,
} from '../../lib/portable-text.ts'
import type { ProductContent } from '../types.ts'

/** Limpieza interna y desempeño: tyres, brakes, fuel system, engine and chain. */
export const engineProducts: ProductContent[] = [
  {
    slug: 'TiresSealerInfltator',
    title: 'SELLADOR E INFLADOR DE LLANTAS',
    subtitle: 'Sella pinchazos de hasta 6 mm e infla la llanta en minutos',
    categorySlug: 'paraTuAuto',
    image: 'products/TiresSealerInfltator.png',
    imageAlt: 'Aerosol Sellador e Inflador de Llantas Rehoboth con manguera',
    cardDescription:
      'Solución de emergencia que sella pinchazos de hasta 6 mm e infla la llanta sin cambiar la rueda.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 13,
    description: portableText(
      paragraph(
        'La solución de emergencia para un pinchazo: sella e infla la llanta al mismo tiempo, sin gato, sin herramientas y sin cambiar la rueda.',
      ),
      heading('Beneficios'),
      bulletList([
        ['Sella pinchazos de ', strong('hasta 6 mm'), ' en la banda de rodamiento.'],
        'Infla la llanta lo suficiente para llegar al taller más cercano.',
        'Funciona en llantas con y sin neumático de autos, camionetas y motos.',
        'No daña el rin ni el caucho y se retira con agua en el taller.',
      ]),
      heading('Modo de uso'),
      numberedList([
        'Ubique el pinchazo en la parte inferior de la llanta y retire el objeto que la perforó.',
        'Agite el envase, retire la tapa de la válvula y enrosque la manguera.',
        'Mantenga el envase en posición vertical y descargue todo el contenido.',
        'Recorra de inmediato entre 3 y 5 km a baja velocidad para que el sellador se distribuya.',
        'Verifique la presión y lleve la llanta a una reparación definitiva.',
      ]),
      paragraph(
        strong('Importante: '),
        'es una reparación temporal; no sella cortes en el costado de la llanta.',
      ),
    ),
    seo: {
      title: 'Sellador e Inflador de Llantas | Rehoboth',
      description:
        'Sellador e Inflador de Llantas Rehoboth: sella pinchazos de hasta 6 mm e infla la llanta en minutos, sin herramientas ni cambio de rueda.',
    },
  },
  {
    slug: 'BrakerPartsCleaner',
    title: 'LIMPIADOR DE FRENOS',
    subtitle: 'Remueve grasa, polvo y líquido de frenos sin dejar residuos',
    categorySlug: 'paraTuAuto',
    image: 'products/BrakerPartsCleaner.png',
    imageAlt: 'Aerosol Limpiador de Frenos Rehoboth',
    cardDescription:
      'Limpiador a presión que elimina grasa y polvo de frenos y reduce chillidos al frenar.',
    contenido: 'Aerosol',
    presentacion: '500ml',
    sampleCodeItem: 14,
    description: portableText(
      paragraph(
        'Limpiador a presión de evaporación rápida para frenos de disco y de tambor. Elimina el polvo de las pastillas, la grasa, el aceite y el líquido de frenos que reducen la capacidad de frenado y causan chillidos.',
      ),
      heading('Beneficios'),
      bulletList([
        'Restablece la fricción entre pastillas y discos.',
        'Reduce ruidos y vibraciones al frenar.',
        'Se evapora en segundos sin dejar residuos.',
        'Su chorro a presión llega a las zonas difíciles sin desmontar piezas.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Rocíe directamente sobre discos, pastillas, campanas y mordazas hasta que el líquido escurra limpio. Deje evaporar antes de usar el vehículo.',
      ),
    ),
    seo: {
      title: 'Limpiador de Frenos | Rehoboth',
      description:
        'Limpiador de Frenos Rehoboth: remueve grasa, polvo y líquido de frenos, reduce chillidos y se evapora sin dejar residuos.',
    },
  },
  {
    slug: 'FuelInjectorCleaner',
    title: 'LIMPIADOR DE INYECTORES',
    subtitle: 'Recupera la pulverización y el rendimiento del combustible',
    categorySlug: 'paraTuAuto',
    image: 'products/FuelInjectorCleaner.png',
    imageAlt: 'Botella de Limpiador de Inyectores Rehoboth',
    cardDescription:
      'Aditivo para el tanque que limpia inyectores y válvulas mientras conduces y mejora el consumo.',
    contenido: 'Liquido',
    presentacion: '250ml',
    sampleCodeItem: 15,
    description: portableText(
      paragraph(
        'Aditivo para el tanque de combustible que limpia inyectores, válvulas de admisión y cámara de combustión mientras conduce. Con un solo tratamiento restablece el patrón de pulverización de los inyectores.',
      ),
      heading('Beneficios'),
      bulletList([
        'Disuelve los depósitos de carbón y goma de los inyectores.',
        'Mejora el arranque, la aceleración y la respuesta del motor.',
        'Reduce el consumo de combustible y las emisiones.',
        'Compatible con gasolina corriente y extra, en motores de autos y motos.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Vierta el contenido completo en el tanque antes de tanquear; un envase trata hasta 60 litros de gasolina. Repita cada 5.000 km.',
      ),
    ),
    seo: {
      title: 'Limpiador de Inyectores | Rehoboth',
      description:
        'Limpiador de Inyectores Rehoboth: aditivo que elimina carbón y gomas de inyectores y válvulas, mejora el arranque y reduce el consumo.',
    },
  },
  {
    slug: 'ThrottleValveCleaner',
    title: 'LIMPIADOR DE CUERPO DE ACELERACIÓN',
    subtitle: 'Disuelve carbón y barniz de la mariposa de aceleración',
    categorySlug: 'paraTuAuto',
    image: 'products/ThrottleValveCleaner.png',
    imageAlt: 'Aerosol Limpiador de Cuerpo de Aceleración Rehoboth',
    cardDescription:
      'Limpia la mariposa y el cuerpo de aceleración y estabiliza el ralentí de motores de inyección.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 16,
    description: portableText(
      paragraph(
        'Limpiador en aerosol para cuerpos de aceleración, mariposas y válvulas de control de aire en ralentí de motores con inyección electrónica.',
      ),
      heading('Beneficios'),
      bulletList([
        'Elimina el carbón y los barnices que restringen el paso de aire.',
        'Estabiliza el ralentí y corrige los apagones del motor.',
        'Seguro para sensores y recubrimientos del cuerpo de aceleración.',
        'Incluye cánula para una aplicación precisa.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Con el motor apagado y frío, retire el ducto de admisión, abra la mariposa y rocíe por ambos lados. Limpie con un paño, deje evaporar 5 minutos, vuelva a montar el ducto y encienda el motor.',
      ),
    ),
    seo: {
      title: 'Limpiador de Cuerpo de Aceleración | Rehoboth',
      description:
        'Limpiador de Cuerpo de Aceleración Rehoboth: disuelve carbón y barniz de la mariposa y estabiliza el ralentí de motores con inyección.',
    },
  },
  {
    slug: 'VBeltDresssing',
    title: 'ACONDICIONADOR DE CORREAS',
    subtitle: 'Elimina chillidos y evita que las correas patinen',
    categorySlug: 'paraTuAuto',
    image: 'products/VBeltDresssing.png',
    imageAlt: 'Aerosol Acondicionador de Correas Rehoboth',
    cardDescription:
      'Silencia el chillido de las correas y mejora su agarre sobre las poleas en segundos.',
    contenido: 'Aerosol',
    presentacion: '220ml',
    sampleCodeItem: 17,
    description: portableText(
      paragraph(
        'Acondicionador en aerosol para correas en V y correas planas de caucho. Restablece el agarre de la correa sobre las poleas y elimina los chillidos al encender el motor o el aire acondicionado.',
      ),
      heading('Beneficios'),
      bulletList([
        'Silencia el chillido de las correas en segundos.',
        'Evita el patinaje y la pérdida de potencia transmitida.',
        'Mantiene el caucho flexible y prolonga su vida útil.',
        'Útil también en maquinaria industrial y agrícola.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Con el motor encendido, y manteniendo manos, ropa y cabello lejos de las poleas, rocíe en ráfagas cortas sobre la cara interna de la correa.',
      ),
    ),
    seo: {
      title: 'Acondicionador de Correas | Rehoboth',
      description:
        'Acondicionador de Correas Rehoboth: elimina chillidos, evita el patinaje y prolonga la vida útil de correas en V y planas.',
    },
  },
  {
    slug: 'CarbClenaer',
    title: 'LIMPIADOR DE CARBURADOR',
    subtitle: 'Disuelve gomas, barnices y carbón del carburador',
    categorySlug: 'paraTuAuto',
    image: 'products/CarbClenaer.png',
    imageAlt: 'Aerosol Limpiador de Carburador Rehoboth',
    cardDescription:
      'Limpiador concentrado que recupera el paso de combustible y mejora el arranque y el ralentí.',
    contenido: 'Aerosol',
    presentacion: '500ml',
    sampleCodeItem: 18,
    description: portableText(
      paragraph(
        'Limpiador concentrado para carburadores, estranguladores y varillajes de autos, motos, guadañas y plantas eléctricas.',
      ),
      heading('Beneficios'),
      bulletList([
        'Disuelve gomas, barnices y depósitos de carbón.',
        'Recupera el paso de combustible por chicleres y conductos.',
        'Mejora el arranque y la estabilidad del ralentí.',
        'Evaporación rápida, sin residuos.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Rocíe sobre el carburador y las piezas desmontadas; use la cánula en los conductos. Deje actuar un minuto y retire la suciedad con un cepillo o un paño.',
      ),
    ),
    seo: {
      title: 'Limpiador de Carburador | Rehoboth',
      description:
        'Limpiador de Carburador Rehoboth: disuelve gomas, barnices y carbón, recupera el paso de combustible y mejora el arranque.',
    },
  },
  {
    slug: 'MotorFlush',
    title: 'MOTOR FLUSH',
    subtitle: 'Limpieza interna del motor antes del cambio de aceite',
    categorySlug: 'paraTuAuto',
    image: 'products/MotorFlush.png',
    imageAlt: 'Botella de Motor Flush Rehoboth',
    cardDescription:
      'Disuelve el lodo y la carbonilla del motor para que salgan con el aceite usado.',
    contenido: 'Liquido',
    presentacion: '443ml',
    sampleCodeItem: 19,
    description: portableText(
      paragraph(
        'Tratamiento de limpieza que se agrega al aceite usado antes de cambiarlo. Disuelve el lodo, la carbonilla y los barnices acumulados dentro del motor para que salgan con el aceite viejo.',
      ),
      heading('Beneficios'),
      bulletList([
        'El aceite nuevo trabaja en un motor limpio y dura más.',
        'Libera anillos y buzos pegados y mejora la compresión.',
        'Reduce los ruidos internos del motor.',
        'Compatible con motores a gasolina y diésel.',
      ]),
      heading('Modo de uso'),
      numberedList([
        'Con el motor caliente, agregue el contenido al aceite usado.',
        'Deje el motor en ralentí durante 10 a 15 minutos; no conduzca el vehículo.',
        'Drene el aceite, cambie el filtro y llene con aceite nuevo.',
      ]),
    ),
    seo: {
      title: 'Motor Flush limpiador interno de motor | Rehoboth',
      description:
        'Motor Flush Rehoboth: limpia por dentro el motor antes del cambio de aceite, disuelve lodo y carbonilla y mejora la compresión.',
    },
  },
  {
    slug: 'StartingFluid',
    title: 'ARRANCADOR DE MOTORES',
    subtitle: 'Arranque rápido en frío, incluso por debajo de -40 °C',
    categorySlug: 'paraTuAuto',
    image: 'products/StartingFluid.png',
    imageAlt: 'Aerosol Arrancador de Motores Rehoboth',
    cardDescription:
      'Éter de arranque que enciende motores a gasolina y diésel en frío, incluso por debajo de -40 °C.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 20,
    description: portableText(
      paragraph(
        'Éter de arranque en aerosol para motores a gasolina y diésel que no encienden por frío, humedad o baterías débiles.',
      ),
      heading('Beneficios'),
      bulletList([
        ['Funciona ', strong('por debajo de -40 °C'), ', en climas fríos y en zonas de páramo.'],
        'Reduce el desgaste del motor de arranque y de la batería.',
        'Sirve para autos, motos, tractores, plantas eléctricas y maquinaria.',
        'Contiene un lubricante superior que protege los cilindros.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Retire el filtro de aire y rocíe durante uno o dos segundos en la admisión mientras otra persona da arranque. En motores diésel con bujías de precalentamiento, desconéctelas antes de usar el producto.',
      ),
      paragraph(
        strong('Precaución: '),
        'producto extremadamente inflamable. No lo use cerca de chispas ni llamas.',
      ),
    ),
    seo: {
      title: 'Arrancador de Motores en frío | Rehoboth',
      description:
        'Arrancador de Motores Rehoboth: éter de arranque para motores a gasolina y diésel que funciona por debajo de -40 °C.',
    },
  },
  {
    slug: 'EngineCleaner',
    title: 'DESENGRASANTE DE MOTORES',
    subtitle: 'Espuma que desprende grasa y suciedad del motor',
    categorySlug: 'paraTuAuto',
    image: 'products/EngineCleaner.png',
    imageAlt: 'Aerosol Desengrasante de Motores Rehoboth',
    cardDescription:
      'Espuma desengrasante que limpia el motor por fuera sin cepillar y se retira con agua.',
    contenido: 'Espuma',
    presentacion: '650ml',
    sampleCodeItem: 21,
    description: portableText(
      paragraph(
        'Desengrasante en espuma que se adhiere a las superficies del motor y disuelve grasa, aceite y suciedad del camino, que luego se retiran con agua.',
      ),
      heading('Beneficios'),
      bulletList([
        'Motor limpio sin cepillar ni raspar.',
        'Facilita la detección de fugas de aceite y otros líquidos.',
        'La espuma se adhiere a superficies verticales y actúa por más tiempo.',
        'Biodegradable; no ataca cauchos ni plásticos.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Cubra el alternador, la toma de aire y las conexiones eléctricas. Con el motor tibio y apagado, aplique la espuma de abajo hacia arriba, deje actuar de 5 a 10 minutos y enjuague con agua a baja presión.',
      ),
    ),
    seo: {
      title: 'Desengrasante de Motores en espuma | Rehoboth',
      description:
        'Desengrasante de Motores Rehoboth: espuma biodegradable que desprende grasa, aceite y suciedad del motor y se enjuaga con agua.',
    },
  },
  {
    slug: 'ChainClean',
    title: 'LIMPIADOR DE CADENAS',
    subtitle: 'Quita grasa vieja, barro y arena de cadenas y piñones',
    categorySlug: 'paraTuAuto',
    image: 'products/ChainClean.png',
    imageAlt: 'Aerosol Limpiador de Cadenas Rehoboth',
    cardDescription:
      'Limpia cadenas de moto y bicicleta, incluso selladas, y prolonga la vida de la transmisión.',
    contenido: 'Aerosol',
    presentacion: '450ml',
    sampleCodeItem: 22,
    description: portableText(
      paragraph(
        'Limpiador para cadenas de moto y bicicleta, incluidas las de O-ring, X-ring y Z-ring. Arrastra la grasa vieja y las partículas abrasivas que desgastan la transmisión.',
      ),
      heading('Beneficios'),
      bulletList([
        'No daña los retenedores de caucho de las cadenas selladas.',
        'Prolonga la vida útil de cadena, piñón y corona.',
        'Chorro potente que llega entre los eslabones.',
        'Evaporación rápida: la cadena queda lista para lubricar.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Con la moto en el soporte central, rocíe sobre la cadena mientras gira la rueda a mano. Cepille los eslabones, retire el exceso con un paño y aplique el Lubricante de Cadenas Rehoboth.',
      ),
    ),
    seo: {
      title: 'Limpiador de Cadenas para motos | Rehoboth',
      description:
        'Limpiador de Cadenas Rehoboth: quita grasa vieja, barro y arena de cadenas de moto y bicicleta sin dañar los O-ring.',
    },
  },
  {
    slug: 'ChainLube',
    title: 'LUBRICANTE DE CADENAS',
    subtitle: 'Lubricación adherente que resiste agua y polvo',
    categorySlug: 'paraTuAuto',
    image: 'products/ChainLube.png',
    imageAlt: 'Aerosol Lubricante de Cadenas Rehoboth',
    cardDescription:
      'Lubricante sintético que penetra entre los eslabones, no salpica y resiste la lluvia.',
    contenido: 'Aerosol',
    presentacion: '220ml',
    sampleCodeItem: 23,
    description: portableText(
      paragraph(
        'Lubricante sintético para cadenas de moto y bicicleta. Penetra entre los eslabones como un líquido y luego forma una película adherente que no salpica.',
      ),
      heading('Beneficios'),
      bulletList([
        'Reduce la fricción y el desgaste de la transmisión.',
        'Resiste el agua, la lluvia y el lavado.',
        'No salpica la llanta ni el rin.',
        'Seguro para cadenas con O-ring, X-ring y Z-ring.',
      ]),
      heading('Modo de uso'),
      paragraph(
        'Aplique sobre la cara interna de la cadena limpia mientras gira la rueda. Espere 10 minutos antes de rodar para que el lubricante se asiente.',
      ),
    ),
    seo: {
      title: 'Lubricante de Cadenas para motos | Rehoboth',
      description:
        'Lubricante de Cadenas Rehoboth: película sintética adherente que reduce el desgaste, no salpica y resiste el agua y el polvo.',
    },
  },
]
