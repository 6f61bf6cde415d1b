import { categories } from './data/categories.ts'
import { countries } from './data/countries.ts'
import { homePage } from './data/home-page.ts'
import { products } from './data/products/index.ts'
import { siteSettings } from './data/site-settings.ts'
import { slides } from './data/slides.ts'
import type {
  Category,
  ContactRequest,
  Country,
  HomePage,
  Product,
  SiteSettings,
  Slide,
} from '@rehoboth/shared/sanity-types'
import { categoryDocument } from './lib/documents/categories.ts'
import { countryDocument } from './lib/documents/countries.ts'
import { exampleRequestDocuments } from './lib/documents/example-requests.ts'
import { productDocument } from './lib/documents/products.ts'
import { homePageDocument, siteSettingsDocument } from './lib/documents/singletons.ts'
import { slideDocument } from './lib/documents/slides.ts'
import type { AssetDocument, MediaManifest } from './lib/media.ts'
import { MediaLibrary, readMediaManifest } from './lib/media.ts'
import { withContentRevision } from './lib/revision.ts'

export type SeedDocument =
  Product | Category | Slide | Country | HomePage | SiteSettings | ContactRequest | AssetDocument

export interface BuildDatasetOptions {
  projectId?: string
  dataset?: string
  /** The media manifest; read from seed/media/manifest.json when not given. */
  manifest?: MediaManifest
  /**
   * With it, a few hundred example contact requests over the six months before `until`'s day,
   * for the Studio's «Resumen» (the local Content Lake has them; `npm run seed -- --with-examples`).
   */
  exampleRequests?: { until: Date }
}

/**
 * The whole seed dataset: content documents and the asset documents of the media they use.
 * Same input, same output: ids, array keys, timestamps and revisions are all derived from content
 * (the example requests' dates from the day they end on).
 */
export function buildDataset(options: BuildDatasetOptions = {}): SeedDocument[] {
  const media = new MediaLibrary(options.manifest ?? readMediaManifest(), {
    projectId: options.projectId ?? 'offline',
    dataset: options.dataset ?? 'production',
  })
  const content: SeedDocument[] = [
    siteSettingsDocument(siteSettings, media),
    homePageDocument(homePage, slides.length, media),
    ...slides.map((slide, index) => slideDocument(slide, index + 1, media)),
    ...categories.map((category) => categoryDocument(category, media)),
    ...products.map((product) => productDocument(product, products, media)),
    ...countries.map((country) => countryDocument(country, media)),
    ...(options.exampleRequests
      ? exampleRequestDocuments({ until: options.exampleRequests.until, products, countries })
      : []),
  ]
  return [...media.assetDocuments(), ...content].map(withContentRevision)
}
