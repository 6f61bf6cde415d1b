import { guardedHandler } from '../http/guarded-handler.ts'
import { createPreviewApi } from '../preview/preview-api.ts'

// Configured once per function instance; without its variables (with a Sanity project) preview
// answers 503 and says why in the function log.
const handle = createPreviewApi(process.env)

/** Netlify Functions (v2): entering and leaving drafts preview and its query proxy. */
const preview = guardedHandler('preview', (request: Request, context: { ip?: string } = {}) =>
  handle(request, { clientIp: context.ip }),
)
export default preview

export const config = { path: ['/rehoboth/api/preview', '/rehoboth/api/preview/*'] }
