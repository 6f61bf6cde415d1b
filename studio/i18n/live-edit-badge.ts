import type { DocumentBadgeComponent } from 'sanity'

/** The display name of Sanity's own «Live» badge, which the Studio swaps for the one below. */
export const SANITY_LIVE_EDIT_BADGE = 'LiveEditBadge'

/**
 * The badge of a document saved as it is typed (a contact request), which Sanity 6.16 labels
 * «Live» with no translation key: the same badge, in Spanish.
 */
export const liveEditBadge: DocumentBadgeComponent = ({ liveEditSchemaType, version }) =>
  liveEditSchemaType && !version
    ? {
        label: 'En vivo',
        title: 'Los cambios se guardan al escribir, sin borrador',
        color: 'danger',
      }
    : null
liveEditBadge.displayName = SANITY_LIVE_EDIT_BADGE

/** The Studio's badges, its English «Live» badge (known by its display name) swapped for ours. */
export function inSpanishBadges(badges: DocumentBadgeComponent[]): DocumentBadgeComponent[] {
  return badges.map((badge) =>
    badge.displayName === SANITY_LIVE_EDIT_BADGE ? liveEditBadge : badge,
  )
}
