import type { ContactPageQueryResult } from '@rehoboth/shared/sanity-types'
import { imageUrl } from '../../lib/sanity/image'
import type { ContactFormCountry } from './country-field'

/**
 * What the contact page shows of its query's result: its banner, the products to quote and the
 * countries of the phone field, each flag as the image the field shows. Used by the loader and by
 * the live page in the Studio, so it holds no query.
 */
export function contactPageContent({ countries, banner, products }: ContactPageQueryResult) {
  return {
    banner,
    products,
    countries: countries.map((country): ContactFormCountry => ({
      value: country.value,
      name: country.name,
      label: country.label,
      dialCode: country.dialCode,
      nationalNumberLength: country.nationalNumberLength,
      states: country.states,
      flag: country.flag ? flagImage(country.flag, country.flag.alt) : undefined,
    })),
  }
}

function flagImage(flag: Parameters<typeof imageUrl>[0], alt: string) {
  const src = imageUrl(flag, 40)
  const retina = imageUrl(flag, 80)
  return src && retina ? { src, srcSet: `${src} 1x, ${retina} 2x`, alt } : undefined
}
