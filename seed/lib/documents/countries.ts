import type { CountrySeed } from '../../data/countries.ts'
import type { Country } from '@rehoboth/shared/sanity-types'
import { documentIds, keyFromText } from '../document-ids.ts'
import type { MediaLibrary } from '../media.ts'
import { systemFields } from './common.ts'

export function countryDocument(content: CountrySeed, media: MediaLibrary): Country {
  return {
    ...systemFields(documentIds.country(content.value), 'country'),
    name: content.name,
    label: content.label,
    value: content.value,
    dialCode: content.dialCode,
    nationalNumberLength: content.nationalNumberLength,
    flag: media.image(content.flag.path, content.flag.alt),
    states: content.states.map((state) => ({
      _key: keyFromText(state.name),
      _type: 'countryState',
      name: state.name,
      cities: state.cities,
    })),
  }
}
