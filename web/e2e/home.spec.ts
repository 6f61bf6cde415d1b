import { wcagViolations } from './accessibility-checks'
import type { Page } from '@playwright/test'
import {
  expect,
  settleWithStoppedClock,
  stopTheClock,
  test,
  waitForApp,
  waitForHydrated,
} from './fixtures'
import { featuredCarousel, shownFeatured } from './home-page'
import { showcasedProducts } from '../../test/spec-contract.ts'

test.describe('home page', () => {
  test('links the six featured products to their pages', async ({ page, problems }) => {
    await page.goto('')
    await waitForApp(page)
    await waitForHydrated(featuredCarousel(page))
    const links = featuredCarousel(page).locator('[aria-roledescription="diapositiva"] a')
    await expect(links).toHaveCount(6)
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    )
    expect(hrefs).toEqual(showcasedProducts.map((slug) => `/rehoboth/${slug}`))

    await featuredCarousel(page).getByRole('link', { name: 'LIMPIADOR DE CADENAS' }).click()
    await expect(page).toHaveURL(/\/rehoboth\/ChainClean$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LIMPIADOR DE CADENAS')
    expect(problems).toEqual([])
  })

  test('moves the featured products on every 5 s and loops back to the first', async ({ page }) => {
    await stopTheClock(page)
    await page.goto('')
    await settleWithStoppedClock(page, featuredCarousel(page))
    expect(await shownFeatured(page)).toEqual([
      'Producto 1 de 6',
      'Producto 2 de 6',
      'Producto 3 de 6',
    ])

    await page.clock.runFor(4_900)
    expect(await shownFeatured(page)).toEqual([
      'Producto 1 de 6',
      'Producto 2 de 6',
      'Producto 3 de 6',
    ])
    await page.clock.runFor(100)
    await expect
      .poll(() => shownFeatured(page))
      .toEqual(['Producto 2 de 6', 'Producto 3 de 6', 'Producto 4 de 6'])

    await page.clock.runFor(5 * 5_000 + 800)
    await expect
      .poll(() => shownFeatured(page))
      .toEqual(['Producto 1 de 6', 'Producto 2 de 6', 'Producto 3 de 6'])
  })

  test('stops the featured products with their pause button', async ({ page }) => {
    await stopTheClock(page)
    await page.goto('')
    await settleWithStoppedClock(page, featuredCarousel(page))
    await featuredCarousel(page)
      .getByRole('button', { name: 'Detener la rotación de productos' })
      .click()
    // Neither the pointer nor focus stays on the carousel: only the pause holds it.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(20_000)
    expect(await shownFeatured(page)).toEqual([
      'Producto 1 de 6',
      'Producto 2 de 6',
      'Producto 3 de 6',
    ])
  })

  test('opens a promo video in a player that closes three ways, focus back on its tile', async ({
    page,
  }) => {
    await page.goto('')
    await waitForApp(page)
    const tiles = page.getByRole('button', { name: /^Ver el video: / })
    await expect(tiles).toHaveCount(4)
    const tile = tiles.first()
    await waitForHydrated(tile)
    const title = ((await tile.textContent()) ?? '').replace('Ver el video: ', '')
    const player = page.getByRole('dialog', { name: title })

    await tile.click()
    await expect(player).toBeVisible()
    await player.getByRole('button', { name: 'Cerrar' }).click()
    await expect(player).toBeHidden()
    await expect(tile).toBeFocused()

    await tile.click()
    await expect(player).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(player).toBeHidden()
    await expect(tile).toBeFocused()

    await tile.click()
    await expect(player).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(player).toBeHidden()
    await expect(tile).toBeFocused()
  })

  test('has no accessibility violations (WCAG 2.2 AA), video player open or not', async ({
    page,
  }) => {
    await page.goto('')
    await waitForApp(page)
    expect(await wcagViolations(page)).toEqual([])

    const tile = page.getByRole('button', { name: /^Ver el video: / }).first()
    await waitForHydrated(tile)
    await tile.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
  })
})

test.describe('home page for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('neither rotates the carousels nor plays any video by itself', async ({ page }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url())
    })
    await page.goto('')
    await waitForApp(page)
    await expect(
      page.getByRole('button', { name: 'Iniciar la rotación de diapositivas' }),
    ).toBeVisible()
    await expect(
      featuredCarousel(page).getByRole('button', { name: 'Iniciar la rotación de productos' }),
    ).toBeVisible()
    const tile = page.getByRole('button', { name: /^Ver el video: / }).first()
    await tile.scrollIntoViewIfNeeded()
    // The tile's poster has arrived and two frames have passed: the tile knows it is on screen.
    await expect
      .poll(() => tile.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(videoRequests).toEqual([])
  })
})

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  /** A finger dragged sideways across the hero, through the browser's own touch input. */
  async function swipe(page: Page, dx: number) {
    const box = await page.getByRole('region', { name: 'Presentación' }).boundingBox()
    if (!box) throw new Error('The hero carousel is not on screen.')
    const y = box.y + box.height / 3
    const startX = box.x + box.width / 2
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: startX, y }],
    })
    for (const step of [0.25, 0.5, 0.75, 1]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: startX + dx * step, y }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  const shownSlide = (page: Page) => page.getByRole('group', { name: /^Diapositiva \d de 4$/ })

  test('swipes the hero by 40 px or more, and not by less', async ({ page }) => {
    await page.goto('')
    await waitForApp(page)
    await expect(shownSlide(page)).toHaveAccessibleName('Diapositiva 1 de 4')

    await swipe(page, -20)
    await expect(shownSlide(page)).toHaveAccessibleName('Diapositiva 1 de 4')
    await swipe(page, -60)
    await expect(shownSlide(page)).toHaveAccessibleName('Diapositiva 2 de 4')
    await swipe(page, 60)
    await expect(shownSlide(page)).toHaveAccessibleName('Diapositiva 1 de 4')
    await swipe(page, 60)
    await expect(shownSlide(page)).toHaveAccessibleName('Diapositiva 4 de 4')
  })
})
