// Content, not logic (hence its length): every first-level division of Colombia and Mexico with
// its main cities, as editors find them in the Studio.
export type CountryStateSeed = {
  name: string
  cities: string[]
}

export type CountrySeed = {
  name: string
  label: string
  value: string
  dialCode: string
  nationalNumberLength: number
  flag: { path: string; alt: string }
  states: CountryStateSeed[]
}

const colombia: CountrySeed = {
  name: 'Colombia',
  label: 'Colombia',
  value: 'CO',
  dialCode: '+57',
  nationalNumberLength: 10,
  flag: { path: 'flags/co.svg', alt: 'Bandera de Colombia' },
  // Departments with fewer municipalities (Amazonas, Guainía, Vaupés, San Andrés) list all of them.
  states: [
    { name: 'Amazonas', cities: ['Leticia', 'Puerto Nariño'] },
    {
      name: 'Antioquia',
      cities: [
        'Medellín',
        'Apartadó',
        'Bello',
        'Caucasia',
        'Envigado',
        'Itagüí',
        'Rionegro',
        'Sabaneta',
        'Turbo',
      ],
    },
    { name: 'Arauca', cities: ['Arauca', 'Arauquita', 'Fortul', 'Saravena', 'Tame'] },
    {
      name: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
      cities: ['San Andrés', 'Providencia'],
    },
    {
      name: 'Atlántico',
      cities: [
        'Barranquilla',
        'Baranoa',
        'Galapa',
        'Malambo',
        'Puerto Colombia',
        'Sabanalarga',
        'Soledad',
      ],
    },
    { name: 'Bogotá D.C.', cities: ['Bogotá'] },
    {
      name: 'Bolívar',
      cities: [
        'Cartagena de Indias',
        'Arjona',
        'El Carmen de Bolívar',
        'Magangué',
        'Mompox',
        'San Juan Nepomuceno',
        'Turbaco',
      ],
    },
    {
      name: 'Boyacá',
      cities: [
        'Tunja',
        'Chiquinquirá',
        'Duitama',
        'Paipa',
        'Puerto Boyacá',
        'Sogamoso',
        'Villa de Leyva',
      ],
    },
    {
      name: 'Caldas',
      cities: ['Manizales', 'Anserma', 'Chinchiná', 'La Dorada', 'Riosucio', 'Villamaría'],
    },
    {
      name: 'Caquetá',
      cities: [
        'Florencia',
        'Belén de los Andaquíes',
        'Cartagena del Chairá',
        'El Doncello',
        'Puerto Rico',
        'San Vicente del Caguán',
      ],
    },
    {
      name: 'Casanare',
      cities: ['Yopal', 'Aguazul', 'Monterrey', 'Paz de Ariporo', 'Tauramena', 'Villanueva'],
    },
    {
      name: 'Cauca',
      cities: ['Popayán', 'El Tambo', 'Patía', 'Puerto Tejada', 'Santander de Quilichao', 'Silvia'],
    },
    {
      name: 'Cesar',
      cities: [
        'Valledupar',
        'Aguachica',
        'Agustín Codazzi',
        'Bosconia',
        'Curumaní',
        'La Jagua de Ibirico',
      ],
    },
    { name: 'Chocó', cities: ['Quibdó', 'Bahía Solano', 'Condoto', 'Istmina', 'Nuquí', 'Tadó'] },
    {
      name: 'Córdoba',
      cities: [
        'Montería',
        'Cereté',
        'Lorica',
        'Montelíbano',
        'Planeta Rica',
        'Sahagún',
        'Tierralta',
      ],
    },
    // Its capital, Bogotá, is a separate district with its own entry.
    {
      name: 'Cundinamarca',
      cities: [
        'Chía',
        'Cota',
        'Facatativá',
        'Funza',
        'Fusagasugá',
        'Girardot',
        'Madrid',
        'Mosquera',
        'Soacha',
        'Zipaquirá',
      ],
    },
    { name: 'Guainía', cities: ['Inírida', 'Barrancominas'] },
    { name: 'Guaviare', cities: ['San José del Guaviare', 'Calamar', 'El Retorno', 'Miraflores'] },
    {
      name: 'Huila',
      cities: ['Neiva', 'Campoalegre', 'Garzón', 'La Plata', 'Pitalito', 'San Agustín'],
    },
    {
      name: 'La Guajira',
      cities: [
        'Riohacha',
        'Fonseca',
        'Maicao',
        'Manaure',
        'San Juan del Cesar',
        'Uribia',
        'Villanueva',
      ],
    },
    {
      name: 'Magdalena',
      cities: [
        'Santa Marta',
        'Aracataca',
        'Ciénaga',
        'El Banco',
        'Fundación',
        'Plato',
        'Zona Bananera',
      ],
    },
    {
      name: 'Meta',
      cities: [
        'Villavicencio',
        'Acacías',
        'Cumaral',
        'Granada',
        'Puerto Gaitán',
        'Puerto López',
        'Restrepo',
        'San Martín',
      ],
    },
    {
      name: 'Nariño',
      cities: ['Pasto', 'Ipiales', 'La Unión', 'Samaniego', 'Sandoná', 'Tumaco', 'Túquerres'],
    },
    {
      name: 'Norte de Santander',
      cities: [
        'Cúcuta',
        'El Zulia',
        'Los Patios',
        'Ocaña',
        'Pamplona',
        'Tibú',
        'Villa del Rosario',
      ],
    },
    {
      name: 'Putumayo',
      cities: [
        'Mocoa',
        'Orito',
        'Puerto Asís',
        'Puerto Leguízamo',
        'Sibundoy',
        'Valle del Guamuez',
        'Villagarzón',
      ],
    },
    {
      name: 'Quindío',
      cities: [
        'Armenia',
        'Calarcá',
        'Circasia',
        'Filandia',
        'La Tebaida',
        'Montenegro',
        'Quimbaya',
        'Salento',
      ],
    },
    {
      name: 'Risaralda',
      cities: [
        'Pereira',
        'Belén de Umbría',
        'Dosquebradas',
        'La Virginia',
        'Marsella',
        'Santa Rosa de Cabal',
      ],
    },
    {
      name: 'Santander',
      cities: [
        'Bucaramanga',
        'Barbosa',
        'Barrancabermeja',
        'Floridablanca',
        'Girón',
        'Piedecuesta',
        'San Gil',
        'Socorro',
      ],
    },
    {
      name: 'Sucre',
      cities: [
        'Sincelejo',
        'Corozal',
        'Coveñas',
        'Sampués',
        'San Marcos',
        'San Onofre',
        'Santiago de Tolú',
      ],
    },
    {
      name: 'Tolima',
      cities: ['Ibagué', 'Chaparral', 'Espinal', 'Honda', 'Líbano', 'Mariquita', 'Melgar'],
    },
    {
      name: 'Valle del Cauca',
      cities: ['Cali', 'Buenaventura', 'Buga', 'Cartago', 'Jamundí', 'Palmira', 'Tuluá', 'Yumbo'],
    },
    { name: 'Vaupés', cities: ['Mitú', 'Carurú', 'Taraira'] },
    { name: 'Vichada', cities: ['Puerto Carreño', 'Cumaribo', 'La Primavera', 'Santa Rosalía'] },
  ],
}

const mexico: CountrySeed = {
  name: 'México',
  label: 'México',
  value: 'MX',
  dialCode: '+52',
  nationalNumberLength: 10,
  flag: { path: 'flags/mx.svg', alt: 'Bandera de México' },
  states: [
    {
      name: 'Aguascalientes',
      cities: [
        'Aguascalientes',
        'Calvillo',
        'Jesús María',
        'Pabellón de Arteaga',
        'Rincón de Romos',
        'San Francisco de los Romo',
      ],
    },
    {
      name: 'Baja California',
      cities: ['Mexicali', 'Ensenada', 'Playas de Rosarito', 'San Quintín', 'Tecate', 'Tijuana'],
    },
    {
      name: 'Baja California Sur',
      cities: [
        'La Paz',
        'Cabo San Lucas',
        'Ciudad Constitución',
        'Guerrero Negro',
        'Loreto',
        'San José del Cabo',
      ],
    },
    {
      name: 'Campeche',
      cities: ['Campeche', 'Calkiní', 'Champotón', 'Ciudad del Carmen', 'Escárcega', 'Hecelchakán'],
    },
    {
      name: 'Chiapas',
      cities: [
        'Tuxtla Gutiérrez',
        'Chiapa de Corzo',
        'Comitán de Domínguez',
        'Palenque',
        'San Cristóbal de las Casas',
        'Tapachula',
        'Tonalá',
      ],
    },
    {
      name: 'Chihuahua',
      cities: [
        'Chihuahua',
        'Camargo',
        'Ciudad Juárez',
        'Cuauhtémoc',
        'Delicias',
        'Hidalgo del Parral',
        'Nuevo Casas Grandes',
      ],
    },
    // The capital itself: its sixteen alcaldías stand in for cities.
    {
      name: 'Ciudad de México',
      cities: [
        'Álvaro Obregón',
        'Azcapotzalco',
        'Benito Juárez',
        'Coyoacán',
        'Cuajimalpa de Morelos',
        'Cuauhtémoc',
        'Gustavo A. Madero',
        'Iztacalco',
        'Iztapalapa',
        'La Magdalena Contreras',
        'Miguel Hidalgo',
        'Milpa Alta',
        'Tláhuac',
        'Tlalpan',
        'Venustiano Carranza',
        'Xochimilco',
      ],
    },
    {
      name: 'Coahuila',
      cities: [
        'Saltillo',
        'Ciudad Acuña',
        'Monclova',
        'Piedras Negras',
        'Ramos Arizpe',
        'Sabinas',
        'Torreón',
      ],
    },
    { name: 'Colima', cities: ['Colima', 'Armería', 'Manzanillo', 'Tecomán', 'Villa de Álvarez'] },
    {
      name: 'Durango',
      cities: [
        'Durango',
        'Canatlán',
        'Gómez Palacio',
        'Guadalupe Victoria',
        'Lerdo',
        'Santiago Papasquiaro',
      ],
    },
    {
      name: 'Estado de México',
      cities: [
        'Toluca',
        'Chimalhuacán',
        'Ecatepec de Morelos',
        'Metepec',
        'Naucalpan de Juárez',
        'Nezahualcóyotl',
        'Texcoco',
        'Tlalnepantla de Baz',
      ],
    },
    {
      name: 'Guanajuato',
      cities: [
        'Guanajuato',
        'Celaya',
        'Dolores Hidalgo',
        'Irapuato',
        'León',
        'Salamanca',
        'San Miguel de Allende',
        'Silao',
      ],
    },
    {
      name: 'Guerrero',
      cities: ['Chilpancingo', 'Acapulco', 'Chilapa', 'Iguala', 'Taxco', 'Tlapa', 'Zihuatanejo'],
    },
    {
      name: 'Hidalgo',
      cities: [
        'Pachuca',
        'Huejutla de Reyes',
        'Ixmiquilpan',
        'Tepeji del Río',
        'Tizayuca',
        'Tula de Allende',
        'Tulancingo',
      ],
    },
    {
      name: 'Jalisco',
      cities: [
        'Guadalajara',
        'Lagos de Moreno',
        'Puerto Vallarta',
        'Tepatitlán de Morelos',
        'Tlajomulco de Zúñiga',
        'Tlaquepaque',
        'Tonalá',
        'Zapopan',
      ],
    },
    {
      name: 'Michoacán',
      cities: [
        'Morelia',
        'Apatzingán',
        'Ciudad Hidalgo',
        'Lázaro Cárdenas',
        'Pátzcuaro',
        'Uruapan',
        'Zamora',
        'Zitácuaro',
      ],
    },
    {
      name: 'Morelos',
      cities: ['Cuernavaca', 'Cuautla', 'Jiutepec', 'Jojutla', 'Temixco', 'Yautepec'],
    },
    {
      name: 'Nayarit',
      cities: [
        'Tepic',
        'Acaponeta',
        'Compostela',
        'Ixtlán del Río',
        'Nuevo Vallarta',
        'Santiago Ixcuintla',
        'Tuxpan',
      ],
    },
    {
      name: 'Nuevo León',
      cities: [
        'Monterrey',
        'Apodaca',
        'García',
        'General Escobedo',
        'Guadalupe',
        'San Nicolás de los Garza',
        'San Pedro Garza García',
        'Santa Catarina',
      ],
    },
    {
      name: 'Oaxaca',
      cities: [
        'Oaxaca de Juárez',
        'Huajuapan de León',
        'Juchitán de Zaragoza',
        'Puerto Escondido',
        'Salina Cruz',
        'San Juan Bautista Tuxtepec',
      ],
    },
    {
      name: 'Puebla',
      cities: [
        'Puebla',
        'Atlixco',
        'Huauchinango',
        'San Andrés Cholula',
        'San Martín Texmelucan',
        'San Pedro Cholula',
        'Tehuacán',
        'Teziutlán',
      ],
    },
    {
      name: 'Querétaro',
      cities: [
        'Querétaro',
        'Amealco',
        'Corregidora',
        'El Marqués',
        'San Juan del Río',
        'Tequisquiapan',
      ],
    },
    {
      name: 'Quintana Roo',
      cities: [
        'Chetumal',
        'Bacalar',
        'Cancún',
        'Cozumel',
        'Felipe Carrillo Puerto',
        'Isla Mujeres',
        'Playa del Carmen',
        'Tulum',
      ],
    },
    {
      name: 'San Luis Potosí',
      cities: [
        'San Luis Potosí',
        'Ciudad Valles',
        'Matehuala',
        'Rioverde',
        'Soledad de Graciano Sánchez',
        'Tamazunchale',
      ],
    },
    {
      name: 'Sinaloa',
      cities: ['Culiacán', 'Guamúchil', 'Guasave', 'Los Mochis', 'Mazatlán', 'Navolato'],
    },
    {
      name: 'Sonora',
      cities: [
        'Hermosillo',
        'Agua Prieta',
        'Caborca',
        'Ciudad Obregón',
        'Guaymas',
        'Navojoa',
        'Nogales',
        'San Luis Río Colorado',
      ],
    },
    {
      name: 'Tabasco',
      cities: [
        'Villahermosa',
        'Cárdenas',
        'Comalcalco',
        'Huimanguillo',
        'Macuspana',
        'Paraíso',
        'Tenosique',
      ],
    },
    {
      name: 'Tamaulipas',
      cities: [
        'Ciudad Victoria',
        'Altamira',
        'Ciudad Madero',
        'Ciudad Mante',
        'Matamoros',
        'Nuevo Laredo',
        'Reynosa',
        'Tampico',
      ],
    },
    {
      name: 'Tlaxcala',
      cities: ['Tlaxcala', 'Apizaco', 'Calpulalpan', 'Chiautempan', 'Huamantla', 'Zacatelco'],
    },
    {
      name: 'Veracruz',
      cities: [
        'Xalapa',
        'Boca del Río',
        'Coatzacoalcos',
        'Córdoba',
        'Minatitlán',
        'Orizaba',
        'Poza Rica',
        'Tuxpan',
        'Veracruz',
      ],
    },
    {
      name: 'Yucatán',
      cities: ['Mérida', 'Kanasín', 'Motul', 'Progreso', 'Tekax', 'Tizimín', 'Umán', 'Valladolid'],
    },
    {
      name: 'Zacatecas',
      cities: ['Zacatecas', 'Fresnillo', 'Guadalupe', 'Jerez', 'Río Grande', 'Sombrerete'],
    },
  ],
}

export const countries: CountrySeed[] = [colombia, mexico]
