import type { ContactCountry } from './contact-rules'
import { ChoiceGrid, CountryChoice, FieldBlock } from './contact-form-styles'
import { FieldError, describedBy } from './field-error'

export type ContactFormCountry = ContactCountry & {
  label: string
  /** The flag image's URL at 40 px wide (80 px for dense screens). */
  flag: { src: string; srcSet: string; alt: string } | undefined
}

type CountryFieldProps = {
  /** Names the error's id; the radios are found by their name, 'country'. */
  id: string
  countries: readonly ContactFormCountry[]
  value: string
  error: string | undefined
  onChoose: (country: string) => void
}

/** The countries as radios with their flags, in a fieldset. */
export function CountryField({ id, countries, value, error, onChoose }: CountryFieldProps) {
  return (
    <FieldBlock as="fieldset" aria-describedby={describedBy(id, error)}>
      <legend>País</legend>
      <ChoiceGrid>
        {countries.map((option) => (
          <CountryChoice key={option.value}>
            <input
              type="radio"
              name="country"
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChoose(option.value)}
            />
            {option.flag && (
              <img
                src={option.flag.src}
                srcSet={option.flag.srcSet}
                width={40}
                height={27}
                alt=""
                loading="lazy"
              />
            )}
            <span>{option.label}</span>
          </CountryChoice>
        ))}
      </ChoiceGrid>
      <FieldError id={id} error={error} />
    </FieldBlock>
  )
}
