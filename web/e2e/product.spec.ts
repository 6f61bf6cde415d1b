import type { Locator, Page } from '@playwright/test'
import { smallTouchTargets, wcagViolations } from './accessibility-checks'
import { expect, test, waitForApp, waitForHydrated } from './fixtures'
import { scentPages, seedProduct } from './catalogue-pages'
import { expectSoundPage } from './page-checks'
import { productRoutes, showcasedProducts } from '../../test/spec-contract.ts'

/** The zoomable product picture and the frame that takes the pointer. */
function productPicture(page: Page) {
  const picture = page.getByRole('main').getByRole('img').first()
  return { picture, frame: picture.locator('xpath=..') }
}

async function inlineZoom(picture: Locator) {
  return picture.evaluate((image: HTMLElement) => ({
    transform: image.style.transform,
    origin: image.style.transformOrigin,
  }))
}

test.describe('every product page, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } })
  // A long page and an axe pass.
  test.describe.configure({ timeout: 60_000 })

  for (const slug of productRoutes) {
    test(`/rehoboth/${slug} shows its title, subtitle, specification and quote link, keeps still, fits, logs no problem or policy violation, and passes axe`, async ({
      page,
      problems,
    }) => {
      const { title, subtitle } = seedProduct(slug)
      await expectSoundPage(page, { path: slug, heading: title }, problems)
      const main = page.getByRole('main')
      await expect(main.getByText(subtitle, { exact: true })).toBeVisible()

      const specs = main.getByRole('region', { name: 'Especificaciones' })
      await expect(specs.getByRole('term')).toHaveText([
        'Contenido',
        'Codigo',
        'Presentación',
        'Caja Master',
      ])
      await expect(specs.getByRole('definition').last()).toHaveText('24 unidades')
      await expect(main.getByRole('link', { name: 'Cotizar Ahora' })).toHaveAttribute(
        'href',
        `/rehoboth/Contacto?producto=${slug}`,
      )
      expect.soft(await wcagViolations(page), 'axe (WCAG 2.2 AA)').toEqual([])
      expect.soft(await smallTouchTargets(page), 'targets smaller than 24 px').toEqual([])
    })
  }
})

test.describe('the product picture zoom', () => {
  test('follows the mouse at 350 % and rests at 90 % where the mouse left it', async ({ page }) => {
    await page.goto('RestauradorDeFaros')
    await waitForApp(page)
    const { picture, frame } = productPicture(page)
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
    expect(await inlineZoom(picture)).toEqual({ transform: 'scale(0.9)', origin: '50% 50%' })

    const box = await frame.boundingBox()
    if (!box) throw new Error('The product picture is not on screen')
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.75)
    await expect
      .poll(() => inlineZoom(picture))
      .toEqual({
        transform: 'scale(3.5)',
        origin: '25% 75%',
      })
    await expect
      .poll(() => picture.evaluate((image) => getComputedStyle(image).transform))
      .toMatch(/^matrix\(3\.5, 0, 0, 3\.5,/)

    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width + 40, box.y + box.height / 2)
    const left = await inlineZoom(picture)
    expect(left.transform).toBe('scale(0.9)')
    const [x, y] = left.origin.split(' ').map((value) => Number.parseFloat(value))
    expect(x).toBeGreaterThan(99)
    expect(x).toBeLessThanOrEqual(100)
    expect(y).toBeCloseTo(50, 0)
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

    test('a tap zooms in at the tapped point and the next tap zooms out', async ({ page }) => {
      await page.goto('RestauradorDeFaros')
      await waitForApp(page)
      const { picture, frame } = productPicture(page)
      const box = await frame.boundingBox()
      if (!box) throw new Error('The product picture is not on screen')

      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 4)
      await expect
        .poll(() => inlineZoom(picture))
        .toEqual({
          transform: 'scale(3.5)',
          origin: '50% 25%',
        })
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      await expect
        .poll(() => inlineZoom(picture))
        .toEqual({
          transform: 'scale(0.9)',
          origin: '50% 25%',
        })
    })
  })
})

test.describe('the silicone scents', () => {
  for (const current of scentPages) {
    test(`/rehoboth/${current.slug} links the five scents and marks ${current.name}`, async ({
      page,
    }) => {
      await page.goto(current.slug)
      await waitForApp(page)
      const scents = page.getByRole('navigation', { name: 'Aromas' })
      const links = scents.getByRole('link')
      await expect(links).toHaveText(scentPages.map((scent) => scent.name))
      for (const [index, scent] of scentPages.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `/rehoboth/${scent.slug}`)
      }
      await expect(scents.locator('[aria-current="page"]')).toHaveText(current.name)
    })
  }

  test('a scent thumbnail opens that scent’s page', async ({ page }) => {
    await page.goto('DashboardPolishSilicone')
    await waitForApp(page)
    await page
      .getByRole('navigation', { name: 'Aromas' })
      .getByRole('link', { name: 'Rosa' })
      .click()
    await expect(page).toHaveURL(/\/rehoboth\/DashboardPolishSiliconeRosado$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      seedProduct('DashboardPolishSiliconeRosado').title,
    )
  })

  test('other products show no scents', async ({ page }) => {
    await page.goto('RestauradorDeFaros')
    await waitForApp(page)
    await expect(page.getByRole('navigation', { name: 'Aromas' })).toHaveCount(0)
  })
})

test.describe('the product carousel', () => {
  const carouselTitles = showcasedProducts.map((slug) => seedProduct(slug).title)

  const productCarousel = (page: Page) =>
    page.getByRole('region', { name: 'También te puede interesar' })

  async function visibleTitles(page: Page) {
    return productCarousel(page)
      .locator('[aria-roledescription="diapositiva"]:not([inert])')
      .evaluateAll((slides) => slides.map((slide) => slide.textContent))
  }

  test('shows three of its six products and wraps both ways with the arrows, sliding in 0.8 s', async ({
    page,
  }) => {
    await page.goto('ChainLube')
    await waitForApp(page)
    const carousel = productCarousel(page)
    await waitForHydrated(carousel)
    await expect(carousel.getByRole('link')).toHaveCount(6)
    await expect.poll(() => visibleTitles(page)).toEqual(carouselTitles.slice(0, 3))
    const track = carousel
      .locator('[aria-roledescription="diapositiva"]')
      .first()
      .locator('xpath=..')
    await expect(track).toHaveCSS('transition-duration', '0.8s')

    await carousel.getByRole('button', { name: 'Productos anteriores' }).click()
    expect(await visibleTitles(page)).toEqual(carouselTitles.slice(3, 6))
    await carousel.getByRole('button', { name: 'Productos siguientes' }).click()
    expect(await visibleTitles(page)).toEqual(carouselTitles.slice(0, 3))
  })

  test('does not slide for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('ChainLube')
    await waitForApp(page)
    const carousel = page.getByRole('region', { name: 'También te puede interesar' })
    const track = carousel
      .locator('[aria-roledescription="diapositiva"]')
      .first()
      .locator('xpath=..')
    await expect(track).toHaveCSS('transition-property', 'none')
  })

  test.describe('768 px wide', () => {
    test.use({ viewport: { width: 768, height: 900 } })

    test('shows one product at a time', async ({ page }) => {
      await page.goto('ChainLube')
      await waitForApp(page)
      const carousel = productCarousel(page)
      await waitForHydrated(carousel)
      // Prerendered for a wide window, the carousel takes the phone's width once hydrated.
      await expect.poll(() => visibleTitles(page)).toEqual(carouselTitles.slice(0, 1))
      await carousel.getByRole('button', { name: 'Productos anteriores' }).click()
      expect(await visibleTitles(page)).toEqual(carouselTitles.slice(5, 6))
    })
  })
})
