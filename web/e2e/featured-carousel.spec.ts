import type { Page } from '@playwright/test'
import { expect, settleWithStoppedClock, stopTheClock, test, waitForApp } from './fixtures'
import { featuredCarousel } from './home-page'

/**
 * The featured carousel measured in the browser against the spec's numbers (§4, §9), not the
 * code's: 3 cards in view, 1 at 768 px or less; slides of 0.8 s; after the clones of the first
 * cards, back to the start 800 ms later without animation.
 */
test.describe('featured products as the spec times them', () => {
  const track = (page: Page) =>
    featuredCarousel(page)
      .locator('[aria-roledescription="diapositiva"]')
      .first()
      .locator('xpath=..')

  /** How many cards lie wholly inside the carousel's window. */
  const cardsInView = (page: Page) =>
    track(page).evaluate((element) => {
      const view = element.parentElement!.getBoundingClientRect()
      return [...element.children].filter((card) => {
        const box = card.getBoundingClientRect()
        return box.left >= view.left - 1 && box.right <= view.right + 1
      }).length
    })

  /** The place on the track (0 = first card; 6 = the first clone) of the card at the left edge. */
  const firstInView = (page: Page) =>
    track(page).evaluate((element) => {
      const left = element.parentElement!.getBoundingClientRect().left
      return [...element.children].findIndex(
        (card) => Math.abs(card.getBoundingClientRect().left - left) < 1,
      )
    })

  /** The track's running transitions, with their length in ms. */
  const slides = (page: Page) =>
    track(page).evaluate((element) =>
      element.getAnimations().map((animation) => ({
        property: (animation as CSSTransition).transitionProperty,
        ms: Number(animation.effect?.getComputedTiming().duration),
      })),
    )

  const slideEnds = (page: Page) =>
    track(page).evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => null))),
    )

  for (const [width, cards] of [
    [768, 1],
    [769, 3],
  ] as const) {
    test(`shows ${cards} card${cards > 1 ? 's' : ''} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('')
      await waitForApp(page)
      await featuredCarousel(page).scrollIntoViewIfNeeded()
      expect(await cardsInView(page)).toBe(cards)
    })
  }

  test('slides in 0.8 s and jumps back from the clones to the start 800 ms later', async ({
    page,
  }) => {
    await stopTheClock(page)
    await page.goto('')
    await settleWithStoppedClock(page, featuredCarousel(page))
    await featuredCarousel(page).scrollIntoViewIfNeeded()
    await featuredCarousel(page)
      .getByRole('button', { name: 'Detener la rotación de productos' })
      .click()
    const next = featuredCarousel(page).getByRole('button', { name: 'Producto siguiente' })

    await next.click()
    await expect.poll(() => slides(page)).toEqual([{ property: 'transform', ms: 800 }])
    await slideEnds(page)
    expect(await firstInView(page)).toBe(1)
    for (let card = 2; card <= 5; card += 1) {
      await next.click()
      await slideEnds(page)
    }
    expect(await firstInView(page)).toBe(5)

    // Past the sixth product the track slides on to the clones of the first ones…
    await next.click()
    await expect.poll(() => slides(page)).toEqual([{ property: 'transform', ms: 800 }])
    await slideEnds(page)
    expect(await firstInView(page)).toBe(6)
    await page.clock.runFor(799)
    expect(await firstInView(page)).toBe(6)
    // …and 800 ms after that slide began, it is back on the first card, without sliding.
    await page.clock.runFor(1)
    expect(await firstInView(page)).toBe(0)
    expect(await slides(page)).toEqual([])
  })
})
