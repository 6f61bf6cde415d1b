import { createContactApi } from '../contact-api.ts'
import { guardedHandler } from '../http/guarded-handler.ts'

// Configured once per function instance; a missing secret fails the deploy's first request loudly.
const handle = createContactApi(process.env)

/** Netlify Functions (v2) call this with a Fetch Request; `context.ip` is the visitor's address. */
const contact = guardedHandler('contact-api', (request: Request, context: { ip?: string }) =>
  handle(request, { clientIp: context.ip }),
)
export default contact

export const config = { path: '/rehoboth/api/contact' }
