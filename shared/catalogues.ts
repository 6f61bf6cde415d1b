/**
 * The three catalogue pages. Their addresses are part of the site's contract (docs/contract.md):
 * the routes, the prerendered paths and the 404 page's links all come from here.
 */
export const catalogues = [
  { slug: 'paraTuAuto', label: 'Para tu vehiculo' },
  { slug: 'paraTuHogar', label: 'Para tu Hogar' },
  { slug: 'paraTuTrabajo', label: 'Para tu Trabajo' },
] as const

export const catalogueSlugs = catalogues.map((catalogue) => catalogue.slug)
