/**
 * Product pages keep the exact addresses of the previous site, odd spellings and capitals included
 * ('TiresSealerInfltator', 'CarbClenaer'), so a typed slug is never lower-cased or "corrected".
 * «Generar» writes a new one the way those addresses are written: each word with a capital
 * ('RESTAURADOR DE FAROS' → 'RestauradorDeFaros'), without accents or signs.
 */
export function legacySlugify(input: string): string {
  return withoutAccents(input)
    .split(/[^A-Za-z0-9-]+/)
    .map(capitalized)
    .join('')
}

/** 'Limón' → 'Limon', 'Niño' → 'Nino': the letter without its accent. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '')
}

/**
 * 'FAROS' and 'faros' become 'Faros'; a word already written in mixed case ('ChainClean',
 * 'paraTuAuto', 'VBelt-Dresssing') is kept as it is, so an existing address generates itself.
 */
function capitalized(word: string): string {
  const isMixedCase = word !== word.toLowerCase() && word !== word.toUpperCase()
  if (isMixedCase) return word
  const lower = word.toLowerCase()
  return lower.charAt(0).toUpperCase() + lower.slice(1)
}

export const urlSafeSlug = /^[A-Za-z0-9-]+$/

/** Addresses of the site's own pages, which no product or category may take. */
const reservedSlugs = new Set(['contacto'])

export function checkLegacySlug(current: string | undefined): true | string {
  if (!current) return 'Escribe la dirección de la página (slug).'
  if (!urlSafeSlug.test(current)) {
    return 'Usa solo letras sin tilde (A-Z, a-z), números y guiones: sin espacios, tildes, eñes ni otros signos.'
  }
  if (reservedSlugs.has(current.toLowerCase())) {
    return 'Esta dirección es la de la página de contacto del sitio: elige otra.'
  }
  return true
}
