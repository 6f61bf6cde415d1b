import { noticeRetryEndpoint } from '../endpoints.ts'
import { netlifyFunction } from '../http/netlify-function.ts'

export default netlifyFunction(noticeRetryEndpoint)

// Literal: Netlify reads `config` from this file's text (endpoints.test.ts checks it).
export const config = {
  path: '/rehoboth/api/contact/retry',
  rateLimit: { windowLimit: 30, windowSize: 180, aggregateBy: ['ip', 'domain'] },
}
