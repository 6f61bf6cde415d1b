import { expect, test, waitForApp, waitUntilSettled } from './fixtures'
import { productRoutes } from '../../test/spec-contract.ts'
import { expectSoundPage, horizontalOverflow, watchPolicyViolations } from './page-checks'
import { sitePages } from './site-pages'

// At the narrowest phone the site supports; accessibility.spec.ts loads them on desktops.
test.use({ viewport: { width: 360, height: 800 } })

test.describe('every page of the site but the products (product.spec.ts has those)', () => {
  for (const sitePage of sitePages.filter(({ path }) => !productRoutes.includes(path))) {
    test(`/rehoboth/${sitePage.path} answers 200, shows "${sitePage.heading}", keeps still, fits a 360 px phone, and logs no problem or policy violation`, async ({
      page,
      problems,
    }) => {
      await expectSoundPage(page, sitePage, problems)
    })
  }
})

test.describe('an address the site does not have', () => {
  for (const path of ['no-existe', 'ProductoQueNoExiste', 'paraTuAuto/otra/cosa']) {
    test(`/rehoboth/${path} answers 404 with the Spanish page and links to the catalogues`, async ({
      page,
      problems,
    }) => {
      const violations = await watchPolicyViolations(page)
      const response = await page.goto(path)

      expect(response?.status()).toBe(404)
      // The served page is a neutral loading state (the address may be a product published after
      // the build) until the app has asked Sanity: spa-fallback.spec.ts.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada', {
        timeout: 15_000,
      })
      await waitUntilSettled(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Para tu vehiculo' })).toHaveAttribute(
        'href',
        '/rehoboth/paraTuAuto',
      )
      await expect(main.getByRole('link', { name: 'Para tu Hogar' })).toHaveAttribute(
        'href',
        '/rehoboth/paraTuHogar',
      )
      await expect(main.getByRole('link', { name: 'Para tu Trabajo' })).toHaveAttribute(
        'href',
        '/rehoboth/paraTuTrabajo',
      )
      await expect(page).toHaveTitle(/Página no encontrada/)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await violations()).toEqual([])
      // The document itself answering 404 is the point; nothing else may fail.
      expect(problems.filter((problem) => !problem.includes(`/rehoboth/${path}`))).toEqual([])
    })
  }
})

test.describe("a page opened at its file's address, as static hosts also serve it", () => {
  for (const { file, address, heading } of [
    { file: 'index.html', address: '/rehoboth/', heading: 'Rehoboth' },
    {
      file: 'Contacto/index.html?utm_source=qr',
      address: '/rehoboth/Contacto?utm_source=qr',
      heading: 'Contáctanos',
    },
  ]) {
    test(`/rehoboth/${file} becomes the app at ${address}`, async ({ page, problems }) => {
      const response = await page.goto(file)

      expect(response?.status()).toBe(200)
      // Under the file's address the router rendered another page over this one, and React's
      // recovery from that mismatch never ended: the app never took over and memory grew.
      await waitForApp(page)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address)
      await waitUntilSettled(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      expect(problems).toEqual([])
    })
  }
})

test.describe('the site address without its slash, and the host root', () => {
  for (const address of ['/rehoboth', '/']) {
    test(`${address} leads to the home page`, async ({ page, problems }) => {
      const response = await page.goto(`${address}?utm_source=qr`)

      expect(response?.request().redirectedFrom()?.url()).toMatch(/\?utm_source=qr$/)
      await waitForApp(page)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        '/rehoboth/?utm_source=qr',
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rehoboth')
      expect(problems).toEqual([])
    })
  }
})
