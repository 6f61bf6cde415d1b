import type { CategorySlug, Scent } from '../../data/types.ts'

/** The Rehoboth brand colours, used by every generated image, video and the catalogue. */
export const palette = {
  navy: '#0b2545',
  navyDeep: '#06162c',
  navySoft: '#13315c',
  red: '#d7263d',
  redDeep: '#a81b2f',
  yellow: '#f6ae2d',
  white: '#ffffff',
  paper: '#f3f6fa',
  paperShade: '#dde5ef',
  steel: '#8da9c4',
  ink: '#0b2545',
} as const

/** Fonts installed by Debian's fonts-dejavu-core; named explicitly so renders do not depend on fallbacks. */
export const fontFamily = 'DejaVu Sans'

/** Colours of one package: body, label panel, text on the body, accent stripe and cap. */
export interface PackageLook {
  body: string
  bodyShade: string
  onBody: string
  accent: string
  secondAccent: string
  cap: string
  capShade: string
  titleInk: string
}

export const categoryLooks: Record<CategorySlug, PackageLook> = {
  paraTuAuto: {
    body: palette.navy,
    bodyShade: palette.navyDeep,
    onBody: palette.white,
    accent: palette.red,
    secondAccent: palette.yellow,
    cap: palette.red,
    capShade: palette.redDeep,
    titleInk: palette.navy,
  },
  paraTuHogar: {
    body: palette.red,
    bodyShade: palette.redDeep,
    onBody: palette.white,
    accent: palette.yellow,
    secondAccent: palette.navy,
    cap: palette.white,
    capShade: '#c9d3df',
    titleInk: palette.redDeep,
  },
  paraTuTrabajo: {
    body: palette.yellow,
    bodyShade: '#c9871a',
    onBody: palette.navy,
    accent: palette.navy,
    secondAccent: palette.red,
    cap: palette.navy,
    capShade: palette.navyDeep,
    titleInk: palette.navy,
  },
}

export const scentLooks: Record<Scent, PackageLook> = {
  Cafe: {
    body: '#5b3a29',
    bodyShade: '#3a2418',
    onBody: palette.white,
    accent: '#c8905a',
    secondAccent: palette.yellow,
    cap: '#c8905a',
    capShade: '#8f5f35',
    titleInk: '#5b3a29',
  },
  Limon: {
    body: '#f2d43a',
    bodyShade: '#c4a514',
    onBody: palette.navy,
    accent: '#5fa829',
    secondAccent: palette.navy,
    cap: '#5fa829',
    capShade: '#3f7a16',
    titleInk: '#3f6e17',
  },
  Jazmin: {
    body: '#f7f6ee',
    bodyShade: '#cfd3c2',
    onBody: '#2f6b45',
    accent: '#3f8f5a',
    secondAccent: palette.yellow,
    cap: '#3f8f5a',
    capShade: '#2a6640',
    titleInk: '#2f6b45',
  },
  Rosa: {
    body: '#e4578a',
    bodyShade: '#b03464',
    onBody: palette.white,
    accent: '#f7a8c4',
    secondAccent: palette.navy,
    cap: '#ffffff',
    capShade: '#e8c9d5',
    titleInk: '#b03464',
  },
  Oceano: {
    body: '#1679c2',
    bodyShade: '#0c4f86',
    onBody: palette.white,
    accent: '#5fd3e8',
    secondAccent: palette.yellow,
    cap: '#5fd3e8',
    capShade: '#2c9fb6',
    titleInk: '#0c4f86',
  },
}

export const scentNames: Record<Scent, string> = {
  Cafe: 'Aroma Café',
  Limon: 'Aroma Limón',
  Jazmin: 'Aroma Jazmín',
  Rosa: 'Aroma Rosa',
  Oceano: 'Aroma Océano',
}

/** The line printed on the badge of every package in a category. */
export const productLines: Record<CategorySlug, string> = {
  paraTuAuto: 'Línea automotriz',
  paraTuHogar: 'Línea hogar',
  paraTuTrabajo: 'Línea profesional',
}
