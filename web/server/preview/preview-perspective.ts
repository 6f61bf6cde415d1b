export const DRAFTS = 'drafts'

const releaseId = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
const MAX_STACK = 10

/**
 * The perspective a preview may read, as Sanity's query API takes it: 'drafts', 'published', or a
 * stack of releases ending with drafts ('rSummer,drafts'), comma-separated as Presentation sends it.
 * Anything else gives undefined: the value ends up in a cookie and in Sanity's URL.
 */
export function previewPerspective(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  if (value === DRAFTS || value === 'published') return value
  const stack = value.split(',')
  if (stack.length > MAX_STACK || !stack.every((name) => releaseId.test(name))) return undefined
  if (stack.includes('raw')) return undefined
  return stack.join(',')
}
