import { defineLocations, type DocumentLocation } from 'sanity/presentation'
import { sitePath } from './site-pages'

const home: DocumentLocation = { title: 'Página de inicio', href: sitePath() }
const contact: DocumentLocation = { title: 'Contacto', href: sitePath('Contacto') }

function page(title: string | undefined, slug: string | undefined): DocumentLocation[] {
  return slug ? [{ title: title || slug, href: sitePath(slug) }] : []
}

/**
 * «Usado en»: the pages a document shows on, listed in its form and opened in the frame by a click.
 * The header and footer show the site settings on every page; home and contact stand for them.
 */
export const locations = {
  product: defineLocations({
    select: {
      title: 'title',
      slug: 'slug.current',
      categoryTitle: 'category.title',
      categorySlug: 'category.slug.current',
    },
    resolve: (doc) => ({
      locations: [...page(doc?.title, doc?.slug), ...page(doc?.categoryTitle, doc?.categorySlug)],
    }),
  }),
  category: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({ locations: [...page(doc?.title, doc?.slug), home] }),
  }),
  slide: defineLocations({ resolve: () => ({ locations: [home] }), select: {} }),
  homePage: defineLocations({ resolve: () => ({ locations: [home] }), select: {} }),
  siteSettings: defineLocations({
    resolve: () => ({
      message: 'El encabezado y el pie de página de todas las páginas',
      tone: 'caution',
      locations: [home, contact],
    }),
    select: {},
  }),
  country: defineLocations({ resolve: () => ({ locations: [contact] }), select: {} }),
}
