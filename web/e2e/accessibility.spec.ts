import type { Locator } from '@playwright/test'
import { axeResults, smallTouchTargets, wcagViolations } from './accessibility-checks'
import { expect, test } from './fixtures'
import {
  brandFontPainted,
  CLS_BUDGET,
  horizontalOverflow,
  lateImagesOnFirstScreen,
  recordLayoutShifts,
} from './page-checks'
import { openSettled, openWithStoppedClock } from './open-page'
import { productRoutes } from '../../test/spec-contract.ts'
import { sitePages } from './site-pages'

const phoneViewport = { width: 390, height: 844 }
const desktopViewport = { width: 1280, height: 900 }
const wideViewport = { width: 1440, height: 900 }

// Every page at 1440, 1280 and 390 px, but product pages: they share one template, and each one is
// checked at 360 px in product.spec.ts, in the visit that checks its content; three of them are
// checked here on desktops too.
const desktopProducts = ['RestauradorDeFaros', 'DashboardPolishSiliconeLimon', 'AirDuster']
const isProduct = ({ path }: { path: string }) => productRoutes.includes(path)

test.describe('every page but most product pages, on desktops and on a phone', () => {
  for (const sitePage of sitePages.filter(
    (candidate) => !isProduct(candidate) || desktopProducts.includes(candidate.path),
  )) {
    const { path } = sitePage
    const widths = isProduct(sitePage) ? '1280 px' : '1280 and 390 px'
    test(`/rehoboth/${path} keeps still at 1440 px while it loads, hydrates and takes the brand font, fits, fetches its first screen early; at ${widths} axe finds no WCAG 2.2 AA problem and every target is 24 px or more`, async ({
      page,
    }) => {
      // Two axe passes over a long page.
      test.setTimeout(60_000)
      await page.setViewportSize(wideViewport)
      const layoutShifts = await recordLayoutShifts(page)
      await openSettled(page, path, async () => {
        expect
          .soft(await lateImagesOnFirstScreen(page), 'lazy or low-priority on the first screen')
          .toEqual([])
      })
      await brandFontPainted(page)
      expect.soft(await layoutShifts(), 'layout shift at 1440 px').toBeLessThanOrEqual(CLS_BUDGET)
      expect
        .soft(await horizontalOverflow(page), 'sideways scroll at 1440 px')
        .toBeLessThanOrEqual(0)

      await page.setViewportSize(desktopViewport)
      expect
        .soft(await horizontalOverflow(page), 'sideways scroll at 1280 px')
        .toBeLessThanOrEqual(0)
      expect.soft(await wcagViolations(page), 'at 1280 px').toEqual([])
      if (isProduct(sitePage)) return

      await page.setViewportSize(phoneViewport)
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible()
      expect.soft(await wcagViolations(page), 'at 390 px').toEqual([])
      expect.soft(await smallTouchTargets(page), 'targets smaller than 24 px').toEqual([])
    })
  }
})

test.describe('the shared chrome with its panels open', () => {
  test('desktop: Categorias dropdown and WhatsApp panel', async ({ page }) => {
    await page.setViewportSize(desktopViewport)
    await openSettled(page, 'RestauradorDeFaros')
    await page.getByRole('button', { name: 'Categorias' }).click()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Para tu Hogar' }),
    ).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click()
    await expect(page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
  })

  test('phone: side menu and WhatsApp panel', async ({ page }) => {
    await page.setViewportSize(phoneViewport)
    await openSettled(page, 'RestauradorDeFaros')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    expect(await smallTouchTargets(page)).toEqual([])

    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click()
    await expect(page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    expect(await smallTouchTargets(page)).toEqual([])
  })

  test('Categorias items keep AA contrast when hovered and when focused', async ({ page }) => {
    // Six axe runs: on a busy 2-core machine they alone come near the default 30 s.
    test.slow()
    await page.setViewportSize(desktopViewport)
    await openSettled(page, '')
    const trigger = page.getByRole('button', { name: 'Categorias' })
    await trigger.click()
    const items = page.locator(`#${await trigger.getAttribute('aria-controls')} a`)
    const contrast = () =>
      axeResults(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }, 'header')
    const colours = (item: Locator) =>
      item.evaluate((link) => getComputedStyle(link).backgroundColor)
    // The colours change in a short transition: axe must see where they end, not a frame between.
    const transitionsDone = () =>
      page
        .locator('header')
        .evaluate((header) =>
          Promise.all(
            header.getAnimations({ subtree: true }).map((animation) => animation.finished),
          ),
        )
    const restingColour = await colours(items.first())

    for (const item of await items.all()) {
      await item.hover()
      await expect.poll(() => colours(item)).not.toBe(restingColour)
      await transitionsDone()
      expect((await contrast()).violations, `hovered ${await item.textContent()}`).toEqual([])
    }

    await page.mouse.move(0, 600)
    await trigger.focus()
    for (const item of await items.all()) {
      await page.keyboard.press('ArrowDown')
      await expect(item).toBeFocused()
      await expect.poll(() => colours(item)).not.toBe(restingColour)
      await transitionsDone()
      expect((await contrast()).violations, `focused ${await item.textContent()}`).toEqual([])
    }
  })
})

test.describe('a visitor who prefers reduced motion', () => {
  for (const path of ['', 'RestauradorDeFaros']) {
    test(`sees nothing move or play by itself on /rehoboth/${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const videoRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('.mp4')) videoRequests.push(request.url())
      })
      await openWithStoppedClock(page, path)

      /** Which slides each carousel shows, and where they sit. */
      const carousels = () =>
        page
          .locator('[aria-roledescription="carrusel"]')
          .evaluateAll((elements) =>
            elements.map((carousel) =>
              [...carousel.querySelectorAll('[aria-roledescription="diapositiva"]')].map(
                (slide) =>
                  `${slide.getAttribute('aria-label')} ${slide.closest('[hidden], [aria-hidden="true"]') ? 'hidden' : 'shown'} ${Math.round(slide.getBoundingClientRect().x)}`,
              ),
            ),
          )
      const before = await carousels()
      expect(before.flat().length).toBeGreaterThan(0)

      // Scrolled through, every video comes into view, where motion would otherwise start it.
      const height = await page.evaluate(() => document.body.scrollHeight)
      for (let y = 0; y < height; y += 600) {
        await page.mouse.wheel(0, 600)
        await page.clock.runFor(1_000)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.clock.runFor(30_000)

      expect(await carousels()).toEqual(before)
      const playing = await page
        .locator('video')
        .evaluateAll(
          (videos) => videos.filter((video) => !(video as HTMLVideoElement).paused).length,
        )
      expect(playing).toBe(0)
      expect(videoRequests).toEqual([])
    })
  }
})
