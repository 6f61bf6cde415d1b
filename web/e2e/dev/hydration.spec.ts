import { expect, test, waitUntilSettled } from '../fixtures'
import { phone } from '../phone'
import { sitePages } from '../site-pages'

// The dev server renders each page on request and its modules start by themselves: the page must
// hydrate as the built one does, with nothing React would report as a mismatch (on a phone,
// /paraTuAuto hydrated while the first-screen script still marked <html>). Runs after
// first-visit.spec.ts, which must be the server's first page.
test.use(phone)

// One page of each route module and of each way a template renders: the dev server starts every
// page the same way, and what differs from page to page is the module and its data. Every page of
// the build is checked for a mismatch (React reports it as an error, which the checks count as a
// problem) in the visit routes.spec.ts and product.spec.ts make to it after it has taken over.
// All 34 pages took 2.3 min of CI's time here, 4 s each.
const sampledPaths = [
  '', // home-route
  'Contacto', // contact-route
  'paraTuAuto', // catalogue-route, with two headed sections
  'paraTuHogar', // catalogue-route, one section without a heading
  'paraTuTrabajo', // catalogue-route, no products yet («Pendiente»)
  'RestauradorDeFaros', // product-route
  'DashboardPolishSiliconeJazmin', // product-route with the scents' thumbnails
]
const sampledPages = sitePages.filter(({ path }) => sampledPaths.includes(path))

test('a page of each template on the dev server hydrates without a mismatch or any other problem', async ({
  page,
  problems,
}) => {
  expect(sampledPages.map(({ path }) => path)).toEqual(sampledPaths)
  test.setTimeout(300_000)
  for (const { path, heading } of sampledPages) {
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
