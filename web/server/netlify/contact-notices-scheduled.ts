import { salesNoticeRetries } from '../endpoints.ts'
import { endpointServer } from '../endpoint-server.ts'

const server = endpointServer(process.env)

/** Netlify scheduled function: the e-mails to sales whose retry is due (endpoints.ts). */
export default async function contactNoticesScheduled(): Promise<Response> {
  const counts = await salesNoticeRetries.run(server)
  console.log(`[sales-notice] retried: ${JSON.stringify(counts)}`)
  return new Response(null, { status: 204 })
}

// Literal: Netlify reads `config` from this file's text (endpoints.test.ts checks it).
export const config = { schedule: '*/10 * * * *' }
