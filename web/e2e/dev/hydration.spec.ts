import { expect, test, waitUntilSettled } from '../fixtures'
import { phone } from '../phone'
import { sitePages } from '../site-pages'

// The dev server renders each page on request and its modules start by themselves: the page must
// hydrate as the built one does, with nothing React would report as a mismatch (on a phone,
// /paraTuAuto hydrated while the first-screen script still marked <html>). Runs after
// first-visit.spec.ts, which must be the server's first page.
test.use(phone)

test('every page of the dev server hydrates without a mismatch or any other problem', async ({
  page,
  problems,
}) => {
  test.setTimeout(600_000)
  for (const { path, heading } of sitePages) {
    await page.goto(path)
    await waitUntilSettled(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)
    // Modules the previous page was still importing when it was left are cancelled, not failed.
    const pageProblems = problems.filter((problem) => !problem.endsWith('net::ERR_ABORTED'))
    expect(pageProblems, `/rehoboth/${path}`).toEqual([])
    problems.length = 0
  }
})
