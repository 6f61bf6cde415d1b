import { category } from './documents/category'
import { contactRequest } from './documents/contactRequest'
import { country } from './documents/country'
import { product } from './documents/product'
import { slide } from './documents/slide'
import { advantage } from './objects/advantage'
import { catalogueSection } from './objects/catalogueSection'
import { categoryCard } from './objects/categoryCard'
import { countryState } from './objects/countryState'
import { promoVideo } from './objects/promoVideo'
import { requestOrigin } from './objects/requestOrigin'
import { scentVariant } from './objects/scentVariant'
import { seo } from './objects/seo'
import { specRow } from './objects/specRow'
import { homePage } from './singletons/homePage'
import { siteSettings } from './singletons/siteSettings'

export const singletonTypes = [siteSettings, homePage]

export const documentTypes = [product, category, slide, country, contactRequest]

export const objectTypes = [
  specRow,
  scentVariant,
  seo,
  categoryCard,
  catalogueSection,
  countryState,
  advantage,
  promoVideo,
  requestOrigin,
]

export const schemaTypes = [...singletonTypes, ...documentTypes, ...objectTypes]
