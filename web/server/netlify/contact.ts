import { contactEndpoint } from '../endpoints.ts'
import { netlifyFunction } from '../http/netlify-function.ts'

export default netlifyFunction(contactEndpoint)

// Literal: Netlify reads `config` from this file's text (endpoints.test.ts checks it against the
// table). The rate limit is Netlify's own, before the function runs and across all its instances
// (the table's counts per instance); its window is in seconds and short, so the longer window
// stays in-process. `aggregateBy` must be an array: a bare string silently counts per domain only.
export const config = {
  path: '/rehoboth/api/contact',
  rateLimit: { windowLimit: 10, windowSize: 180, aggregateBy: ['ip', 'domain'] },
}
