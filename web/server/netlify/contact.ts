import { createContactApi } from '../contact-api.ts'

// Configured once per function instance; a missing secret fails the deploy's first request loudly.
const handle = createContactApi(process.env)

/** Netlify Functions (v2) call this with a Fetch Request; `context.ip` is the visitor's address. */
export default function contact(request: Request, context: { ip?: string }): Promise<Response> {
  return handle(request, { clientIp: context.ip })
}

export const config = { path: '/rehoboth/api/contact' }
