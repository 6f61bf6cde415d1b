import { client } from '../../lib/sanity/client'
import { imageUrl } from '../../lib/sanity/image'
import { contactPageQuery } from '../../lib/sanity/queries'
import type { ContactFormCountry } from './country-field'

/**
 * The contact page's content: its banner, the products to quote and the countries of the phone
 * field. Kept apart from the route so the browser loads the Sanity client and queries only when it
 * asks Sanity.
 */
export async function loadContactPage() {
  const { countries, banner, products } = await client.fetch(contactPageQuery)
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
