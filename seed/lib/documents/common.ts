import type { SeoContent } from '../../data/types.ts'
import type { Seo } from '@rehoboth/shared/sanity-types'
import { SEED_TIMESTAMP } from '../seed-constants.ts'

/** System fields every seed document shares; buildDataset fills `_rev` in from the content at the end. */
export function systemFields<T extends string>(id: string, type: T) {
  return {
    _id: id,
    _type: type,
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    _rev: '',
  }
}

export function seo(content: SeoContent): Seo {
  return { _type: 'seo', ...content }
}
