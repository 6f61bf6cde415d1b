import { previewEndpoint } from '../endpoints.ts'
import { netlifyFunction } from '../http/netlify-function.ts'

// Without its variables (with a Sanity project) preview answers 503 and says why in the log.
export default netlifyFunction(previewEndpoint)

// Literal: Netlify reads `config` from this file's text (endpoints.test.ts checks it).
export const config = { path: ['/rehoboth/api/preview', '/rehoboth/api/preview/*'] }
