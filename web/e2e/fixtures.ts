import { test as base, expect, type Page } from '@playwright/test'

type PageProblems = {
  /** Console errors, uncaught exceptions and failed or erroring requests seen by the page. */
  problems: string[]
}

// Outside services the pages link to; the test machine has no internet, so they get a stand-in.
const outsideServices = [
  'https://www.google.com/maps**',
  'https://web.whatsapp.com/**',
  'https://api.whatsapp.com/**',
]

export const test = base.extend<PageProblems>({
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
})

export { expect }

/** Waits until the page has hydrated and its content has been revalidated from Sanity. */
export async function waitUntilSettled(page: Page) {
  await page.waitForLoadState('networkidle')
}
