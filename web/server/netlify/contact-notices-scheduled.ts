import { createSalesNotices } from '../leads/sales-notice-config.ts'

const notices = createSalesNotices(process.env)

/**
 * Netlify scheduled function: every ten minutes, sends the e-mails to sales whose retry is due
 * (failed sends wait 1, 2, 4… minutes up to 6 hours; see leads/notice-schedule.ts).
 */
export default async function contactNoticesScheduled(): Promise<Response> {
  const counts = await notices.retryDue()
  console.log(`[sales-notice] retried: ${JSON.stringify(counts)}`)
  return new Response(null, { status: 204 })
}

export const config = { schedule: '*/10 * * * *' }
