/**
 * The one user of the local Content Lake: whoever sends credentials is this editor. Its id is
 * the author of their transactions and what `identity()` returns in their queries.
 */
export const LOCAL_EDITOR = {
  id: 'pLocalEditor',
  name: 'Equipo de marketing',
  email: 'marketing@localhost',
} as const

/** Author of the seed's documents in the history. */
export const SEED_AUTHOR_ID = LOCAL_EDITOR.id
