import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, Request } from '@playwright/test'
import { wcagViolations } from './axe'
import { expect, settleWithStoppedClock, stopTheClock, test, waitForApp } from './fixtures'
import { productRoutes } from '../../test/spec-contract.ts'
import { sitePages } from './site-pages'

const phoneViewport = { width: 390, height: 844 }
const desktopViewport = { width: 1280, height: 900 }

const isSanityQuery = (request: Request) => request.url().includes('/data/query/')

/**
 * Opens a page and waits until the app has taken over and its content queries are answered. The
 * fixtures' counter spans the whole test, so each visit here counts its own queries.
 */
async function openSettled(page: Page, path: string) {
  const count = { sent: 0, answered: 0 }
  const sent = (request: Request) => {
    if (isSanityQuery(request)) count.sent += 1
  }
  const answered = (request: Request) => {
    if (isSanityQuery(request)) count.answered += 1
  }
  page.on('request', sent)
  page.on('requestfinished', answered)
  page.on('requestfailed', answered)
  try {
    await page.goto(path)
    await waitForApp(page)
    await expect
      .poll(() => count.sent > 0 && count.answered === count.sent, { timeout: 15_000 })
      .toBe(true)
  } finally {
    page.off('request', sent)
    page.off('requestfinished', answered)
    page.off('requestfailed', answered)
  }
}

/**
 * Opens a page under a stopped clock and moves it until the sections that hydrate when the browser
 * is idle (the footer, the last carousel, the promo videos) have hydrated and it has revalidated.
 */
async function openWithStoppedClock(page: Page, path: string) {
  await stopTheClock(page)
  await page.goto(path)
  const videoTiles = page.getByRole('button', { name: /^Ver el video/ })
  await settleWithStoppedClock(
    page,
    page.getByRole('contentinfo'),
    page.locator('[aria-roledescription="carrusel"]').last(),
    ...(path === '' ? [videoTiles.last()] : []),
  )
}

type SmallTarget = { target: string; width: number; height: number }

/**
 * Links, buttons and form controls smaller than 24 x 24 CSS px (WCAG 2.2 SC 2.5.8). The criterion
 * exempts a target "in a sentence", whose size is set by the line height of the text around it:
 * a link whose own box is inline and whose nearest block container holds more text than the
 * link itself is such a target. A form control's labels take clicks for it, so they are part of
 * its target. Controls hidden from everyone (no box) are not targets.
 */
function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const minimum = 24
    const selector =
      'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]'
    const blockContainer = (element: Element): Element => {
      let current = element.parentElement
      while (current && getComputedStyle(current).display.startsWith('inline')) {
        current = current.parentElement
      }
      return current ?? document.body
    }
    const isInSentence = (element: HTMLElement) => {
      if (!getComputedStyle(element).display.startsWith('inline')) return false
      const ownText = (element.textContent ?? '').trim()
      const sentence = (blockContainer(element).textContent ?? '').trim()
      return ownText.length > 0 && sentence.length > ownText.length
    }
    const describe = (element: HTMLElement) => {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('name') ??
        (element.textContent ?? '').trim().slice(0, 40)
      return `${element.tagName.toLowerCase()} "${name}"`
    }
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 || element.matches('a[href], button, input'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !isInSentence(element))
      .map((element) => {
        const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : []
        const boxes = [element, ...labels].map((part) => part.getBoundingClientRect())
        const box = boxes.reduce((largest, next) =>
          next.width * next.height > largest.width * largest.height ? next : largest,
        )
        return { target: describe(element), width: box.width, height: box.height }
      })
      .filter(({ width, height }) => width > 0 && height > 0)
      .filter(({ width, height }) => width < minimum || height < minimum)
  })
}

// Product pages share one template: every one is checked on a phone, three of them on a desktop too.
const desktopProducts = ['RestauradorDeFaros', 'DashboardPolishSiliconeLimon', 'AirDuster']
const checkedOnDesktop = ({ path }: { path: string }) =>
  !productRoutes.includes(path) || desktopProducts.includes(path)

test.describe('every route at 390 px, and at 1280 px but for most product pages', () => {
  for (const sitePage of sitePages) {
    const { path } = sitePage
    test(`/rehoboth/${path}: axe finds no WCAG 2.2 AA problem and every target is 24 px or more`, async ({
      page,
    }) => {
      // Two axe passes over a long page.
      test.setTimeout(60_000)
      if (checkedOnDesktop(sitePage)) {
        await page.setViewportSize(desktopViewport)
        await openSettled(page, path)
        expect.soft(await wcagViolations(page), 'at 1280 px').toEqual([])
      }

      await page.setViewportSize(phoneViewport)
      if (!checkedOnDesktop(sitePage)) await openSettled(page, path)
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
      new AxeBuilder({ page }).withRules(['color-contrast']).include('header').analyze()
    const colours = (item: Locator) =>
      item.evaluate((link) => getComputedStyle(link).backgroundColor)
    const restingColour = await colours(items.first())

    for (const item of await items.all()) {
      await item.hover()
      await expect.poll(() => colours(item)).not.toBe(restingColour)
      expect((await contrast()).violations, `hovered ${await item.textContent()}`).toEqual([])
    }

    await page.mouse.move(0, 600)
    await trigger.focus()
    for (const item of await items.all()) {
      await page.keyboard.press('ArrowDown')
      await expect(item).toBeFocused()
      await expect.poll(() => colours(item)).not.toBe(restingColour)
      expect((await contrast()).violations, `focused ${await item.textContent()}`).toEqual([])
    }
  })
})

type FocusStop = { name: string; followsPrevious: boolean; indicated: boolean }

/**
 * The look of an element and of its parent (cards and choice tiles show focus on themselves, via
 * :focus-within or :has), in the properties a focus indicator can change.
 */
const focusLook = (element: Element) =>
  [element, element.parentElement]
    .filter((part): part is Element => part !== null)
    .map((part) => {
      const style = getComputedStyle(part)
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.textDecorationLine,
      ].join(' ')
    })
    .join(' | ')

test.describe('keyboard only, 1280 px', () => {
  test.use({ viewport: desktopViewport })

  test('Tab reaches every control of the home page in page order, each with a visible focus', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '')
    const stops: FocusStop[] = []
    for (let press = 0; press < 300; press += 1) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(
        ({ look, index }) => {
          const element = document.activeElement
          if (!element || element === document.body) return undefined
          const previous = document.querySelector(`[data-focus-stop="${index - 1}"]`)
          element.setAttribute('data-focus-stop', String(index))
          element.setAttribute('data-focused-look', new Function(`return (${look})`)()(element))
          const name =
            element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 50)
          return {
            name: `${element.tagName.toLowerCase()} "${name}"`,
            followsPrevious:
              !previous ||
              Boolean(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
            indicated: true,
          }
        },
        { look: focusLook.toString(), index: press },
      )
      if (!stop) break
      stops.push(stop)
    }

    // With focus gone, each stop's resting look is compared to its focused one.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const unchanged = await page.evaluate(
      (look) =>
        [...document.querySelectorAll('[data-focus-stop]')]
          .filter(
            (element) =>
              element.getAttribute('data-focused-look') ===
              new Function(`return (${look})`)()(element),
          )
          .map((element) => Number(element.getAttribute('data-focus-stop'))),
      focusLook.toString(),
    )
    for (const index of unchanged) {
      const stop = stops[index]
      if (stop) stop.indicated = false
    }

    const missed = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]',
        ),
      ]
        .filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'))
        .filter((element) => !element.closest('[inert], [hidden]'))
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => !element.hasAttribute('data-focus-stop'))
        .map((element) => element.outerHTML.slice(0, 120)),
    )

    expect(stops.length).toBeGreaterThan(20)
    expect(stops.filter((stop) => !stop.followsPrevious)).toEqual([])
    expect(stops.filter((stop) => !stop.indicated)).toEqual([])
    expect(missed).toEqual([])
  })

  test('the main controls work from the keyboard', async ({ page }) => {
    await openWithStoppedClock(page, '')

    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Saltar al contenido' })
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()

    const trigger = page.getByRole('button', { name: 'Categorias' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Para tu vehiculo' }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()

    const chat = page.getByRole('button', { name: 'Abrir chat de WhatsApp' })
    await chat.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('textbox', { name: 'Tu mensaje' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })).toBeHidden()
    await expect(chat).toBeFocused()

    const hero = page.getByRole('region', { name: 'Presentación' })
    const shownSlide = hero.getByRole('group')
    await expect(shownSlide).toHaveAccessibleName('Diapositiva 1 de 4')
    await hero.getByRole('button', { name: 'Diapositiva siguiente' }).focus()
    await page.keyboard.press('Enter')
    await expect(shownSlide).toHaveAccessibleName('Diapositiva 2 de 4')
    await page.keyboard.press('Space')
    await expect(shownSlide).toHaveAccessibleName('Diapositiva 3 de 4')
    await hero.getByRole('button', { name: 'Detener la rotación de diapositivas' }).focus()
    await page.keyboard.press('Enter')
    await expect(
      hero.getByRole('button', { name: 'Iniciar la rotación de diapositivas' }),
    ).toBeFocused()

    const featured = page.getByRole('region', { name: 'PRODUCTOS DESTACADOS' })
    const firstShown = () => featured.getByRole('group').first().getAttribute('aria-label')
    await expect.poll(firstShown).toBe('Producto 1 de 6')
    await featured.getByRole('button', { name: 'Producto siguiente' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(firstShown).toBe('Producto 2 de 6')
    await featured.getByRole('button', { name: 'Producto anterior' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(firstShown).toBe('Producto 1 de 6')

    const tile = page.getByRole('button', { name: /^Ver el video: / }).first()
    await tile.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(tile).toBeFocused()
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
