import { expect, test } from './fixtures'
import { openWithStoppedClock } from './open-page'

const desktopViewport = { width: 1280, height: 900 }

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
    // Offline the footer's map is a drawn picture with a link to the place and a button that loads
    // Google's map (web/src/features/navigation/map-embed.tsx): both are Tab stops (the footer has
    // hydrated, so the button is enabled).
    const map = page.getByTestId('map-embed')
    await map.scrollIntoViewIfNeeded()
    await expect(map.getByRole('button', { name: 'Cargar el mapa interactivo' })).toBeEnabled()
    await page.evaluate(() => window.scrollTo(0, 0))
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
