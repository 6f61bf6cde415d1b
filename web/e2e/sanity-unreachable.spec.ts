import { expect, test, waitUntilSettled } from './fixtures'
import { cutSanityOff, reachSanity } from './sanity-in-test'

// A forwarded request still in flight when the test ends must not fail it.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test.describe('when Sanity cannot be reached', () => {
  // The Sanity client retries a failed query a few times (about 3 s) before the page falls back.
  test.slow()

  test('a prerendered page keeps its built content', async ({ page }) => {
    await reachSanity(page)
    await page.goto('paraTuHogar')
    await waitUntilSettled(page)
    await cutSanityOff(page)
    const builtContent = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/rehoboth/paraTuAuto.data',
    )

    await page.getByRole('contentinfo').getByRole('link', { name: 'Para tu vehiculo' }).click()

    expect((await builtContent).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
    )
  })

  test('a page without built content shows the error screen, keeps the chrome and retries', async ({
    page,
  }) => {
    await reachSanity(page)
    await page.goto('paraTuHogar')
    await waitUntilSettled(page)
    await cutSanityOff(page)
    await page.route(/\.data(\?|$)/, (route) => route.abort('internetdisconnected'))

    await page.getByRole('contentinfo').getByRole('link', { name: 'Para tu Trabajo' }).click()

    const alert = page.getByRole('alert')
    await expect(
      alert.getByRole('heading', { name: 'No pudimos cargar esta página' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('© 2025')

    await reachSanity(page)
    await alert.getByRole('button', { name: 'Reintentar' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu Trabajo')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
