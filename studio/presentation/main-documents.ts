import { defineDocuments } from 'sanity/presentation'
import { sitePath } from './site-pages'

/**
 * The document a page is about, opened beside the frame when the editor lands on it. A product and
 * a catalogue share the site's one-segment addresses ('/rehoboth/paraTuAuto', '/rehoboth/Cera').
 */
export const mainDocuments = defineDocuments([
  { route: sitePath(), filter: '_id == "homePage"' },
  { route: sitePath('Contacto'), filter: '_id == "siteSettings"' },
  {
    route: sitePath(':slug'),
    filter: '_type in ["product", "category"] && slug.current == $slug',
    params: ({ params }) => ({ slug: params.slug ?? '' }),
  },
])
