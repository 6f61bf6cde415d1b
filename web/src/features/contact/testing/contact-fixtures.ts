import { countries } from '@rehoboth/seed/data/countries'
import type { ContactCountry } from '../contact-rules.ts'
import type { ContactRequestInput, ContactSchemaOptions } from '../contact-schema.ts'

/** The seed's countries (Colombia and México with their states and cities), as the CMS gives them. */
export const seedCountries: ContactCountry[] = countries

export const schemaOptions: ContactSchemaOptions = {
  countries: seedCountries,
  emailExample: 'nombre@example.com',
  productSlugs: ['RestauradorDeFaros', 'ChainLube'],
}

/** A request a visitor in Colombia could send: every field right. */
export function validRequest(
  overrides: Partial<Record<string, unknown>> = {},
): ContactRequestInput {
  return {
    firstNames: 'María José',
    lastNames: "Pérez O'Neill",
    email: 'maria.perez@example.com',
    country: 'CO',
    state: 'Cundinamarca',
    city: 'Cota',
    phone: '3001234567',
    message: 'Quiero conocer los precios por caja.',
    termsAccepted: true,
    captchaToken: 'test-captcha-token',
    ...overrides,
  } as ContactRequestInput
}
