/**
 * Product pages keep the exact addresses of the previous site, odd spellings and capitals included
 * ('TiresSealerInfltator', 'CarbClenaer'), so the slug is never lower-cased or "corrected":
 * only spaces are taken out.
 */
export function legacySlugify(input: string): string {
  return input.replace(/\s+/g, '')
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
