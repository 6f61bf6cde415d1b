import type { SanityDocument } from './types.ts'

/** A mendoza patch: opcode 0 with a value replaces the whole document (null removes it). */
export type MendozaPatch = unknown[]

export interface Effects {
  apply: MendozaPatch
  revert: MendozaPatch
}

function withoutRev(document: SanityDocument | null): Omit<SanityDocument, '_rev'> | null {
  if (!document) return null
  const { _rev: _ignored, ...rest } = document
  return rest
}

/**
 * Effects of a change in the mendoza format the Studio applies to the revision it holds (which it
 * keeps without `_rev`). Whole-value patches: correct for any pair of versions, if not minimal.
 */
export function wholeValueEffects(
  before: SanityDocument | null,
  after: SanityDocument | null,
): Effects {
  return { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] }
}
