import { test as base, expect, type Page, type Request } from '@playwright/test'

type Fixtures = {
  /** Console errors, uncaught exceptions and failed or erroring requests seen by the page. */
  problems: string[]
  sanityQueries: void
}

type QueryCount = { sent: number; answered: number }

const sanityQueries = new WeakMap<Page, QueryCount>()
const isSanityQuery = (request: Request) => request.url().includes('/data/query/')

// Outside services the pages link to; the test machine has no internet, so they get a stand-in.
const outsideServices = [
  'https://www.google.com/maps**',
  'https://web.whatsapp.com/**',
  'https://api.whatsapp.com/**',
]

export const test = base.extend<Fixtures>({
  context: async ({ context }, provide) => {
    for (const url of outsideServices) {
      await context.route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Servicio</title>' }),
      )
    }
    await provide(context)
  },
  problems: async ({ page }, provide) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console: ${message.text()} (${message.location().url})`)
      }
    })
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
    page.on('requestfailed', (request) =>
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
    )
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
    })
    await provide(problems)
  },
  sanityQueries: [
    async ({ page }, provide) => {
      const count = { sent: 0, answered: 0 }
      sanityQueries.set(page, count)
      page.on('request', (request) => {
        if (isSanityQuery(request)) count.sent += 1
      })
      const countAnswer = (request: Request) => {
        if (isSanityQuery(request)) count.answered += 1
      }
      page.on('requestfinished', countAnswer)
      page.on('requestfailed', countAnswer)
      await provide()
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Waits until the page has hydrated and revalidated its content: the queries it sends to Sanity
 * once it is interactive have all been answered.
 */
export async function waitUntilSettled(page: Page) {
  const count = sanityQueries.get(page)
  await expect
    .poll(() => count !== undefined && count.sent > 0 && count.answered === count.sent, {
      timeout: 15_000,
    })
    .toBe(true)
}
