// Content, not logic: the words the example contact requests are made of (seed/lib/documents/
// example-requests.ts draws from them). Addresses use example.com, which no one can own.

export const exampleFirstNames = [
  'Ana María',
  'Andrés',
  'Camila',
  'Carlos',
  'Catalina',
  'Daniela',
  'Diego',
  'Felipe',
  'Gabriela',
  'Jorge',
  'José Luis',
  'Juan Camilo',
  'Juan Pablo',
  'Julián',
  'Laura',
  'Luisa',
  'María Fernanda',
  'María José',
  'Mariana',
  'Natalia',
  'Paola',
  'Santiago',
  'Sebastián',
  'Valentina',
  'Alejandro',
  'Guadalupe',
  'Ximena',
  'Fernando',
  'Ricardo',
  'Verónica',
  'Héctor',
  'Yesenia',
  'Óscar',
  'Rocío',
  'Wilson',
  'Leidy',
  'Jhon Fredy',
  'Marisol',
]

export const exampleLastNames = [
  'Rodríguez',
  'Gómez',
  'González',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Sánchez',
  'Ramírez',
  'Pérez',
  'Díaz',
  'Torres',
  'Rojas',
  'Vargas',
  'Moreno',
  'Gutiérrez',
  'Jiménez',
  'Muñoz',
  'Castro',
  'Ortiz',
  'Álvarez',
  'Ruiz',
  'Romero',
  'Herrera',
  'Medina',
  'Aguilar',
  'Castillo',
  'Cárdenas',
  'Ospina',
  'Restrepo',
  'Zapata',
  'Quintero',
  'Salazar',
  'Valencia',
  'Mendoza',
  'Cruz',
  'Flores',
  'Reyes',
  'Chávez',
  'Orozco',
]

/** Where most requests come from, as named in seed/data/countries.ts. */
export const busiestStates: Record<string, string[]> = {
  Colombia: [
    'Bogotá D.C.',
    'Antioquia',
    'Valle del Cauca',
    'Cundinamarca',
    'Atlántico',
    'Santander',
    'Bolívar',
    'Risaralda',
  ],
  México: ['Ciudad de México', 'Jalisco', 'Nuevo León', 'Estado de México', 'Puebla'],
}

/** Products asked about most often, by slug (seed/data/products). */
export const popularProducts = [
  'RestauradorDeFaros',
  'ChainLube',
  'EngineCleaner',
  'SuperTireShine',
  'CarnaubaCarWax',
  'DashboardPolishSilicone',
  'FoamCleaner',
  'BrakerPartsCleaner',
]

/**
 * How a visit reached the site: the utm tags of its link and the site that sent it, by source,
 * with its share of the requests. «direct» is a visit with neither.
 */
export const exampleSources = [
  {
    key: 'instagram',
    share: 26,
    utmSource: 'instagram',
    utmMedium: 'social',
    referrerHost: 'instagram.com',
    contents: ['historia', 'reel', 'publicacion'],
  },
  {
    key: 'facebook',
    share: 16,
    utmSource: 'facebook',
    utmMedium: 'social',
    referrerHost: 'facebook.com',
    contents: ['publicacion', 'anuncio'],
  },
  {
    key: 'google-ads',
    share: 10,
    utmSource: 'google',
    utmMedium: 'cpc',
    referrerHost: 'google.com',
    terms: ['limpiador de motor', 'restaurador de faros', 'lubricante de cadena', 'silicona'],
  },
  // A search on Google with no campaign link: only the referring site says where it came from.
  { key: 'google', share: 12, referrerHost: 'google.com' },
  { key: 'catalogo', share: 10, utmSource: 'catalogo', utmMedium: 'qr' },
  { key: 'whatsapp', share: 8, utmSource: 'whatsapp', utmMedium: 'mensaje' },
  { key: 'direct', share: 18 },
] as const

/**
 * Campaigns, each running over a stretch of the six months (in days before the last example day)
 * on some sources; a request from one of those sources in that stretch often carries it.
 */
export const exampleCampaigns = [
  { name: 'temporada-de-lluvias', from: 175, to: 130, sources: ['instagram', 'facebook'] },
  { name: 'dia-del-padre', from: 120, to: 95, sources: ['instagram', 'facebook', 'whatsapp'] },
  { name: 'cuidado-del-motor', from: 150, to: 20, sources: ['google-ads'] },
  { name: 'lanzamiento-siliconas', from: 80, to: 45, sources: ['instagram', 'facebook'] },
  { name: 'catalogo-impreso', from: 182, to: 0, sources: ['catalogo'] },
  { name: 'clientes-frecuentes', from: 40, to: 0, sources: ['whatsapp', 'instagram'] },
]

export const exampleMessages = [
  'Buenas tardes, quisiera una cotización de {producto} por caja de 24 unidades.',
  '¿Tienen distribuidor de {producto} en {ciudad}?',
  'Hola, ¿qué precio tiene {producto} al por mayor? Tengo un almacén de repuestos.',
  'Me interesa {producto} para mi taller. ¿Hacen envíos a {ciudad}?',
  'Quiero saber si {producto} sirve para motos y cuánto cuesta la caja.',
  'Buenos días, somos un lavadero de carros y queremos probar {producto}.',
  'Necesito la ficha técnica de {producto} y el precio por unidad.',
]

export const generalMessages = [
  'Buenos días, quiero ser distribuidor de sus productos en {ciudad}.',
  'Hola, ¿me pueden enviar el catálogo con precios?',
  '¿Dónde puedo comprar sus productos en {ciudad}?',
  'Tengo una ferretería y me interesa vender la línea completa.',
]

export const exampleAssignees = ['Laura Gómez', 'Andrés Rojas', 'Paola Méndez']

export const exampleNotes = [
  'Se envió la cotización por correo.',
  'Llamó de nuevo; pidió precio por 3 cajas.',
  'Se le indicó el distribuidor más cercano.',
  'Pedido confirmado; despacho el lunes.',
  'No contestó; se dejó mensaje por WhatsApp.',
]
