import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/** Whether the browser renders the element now, rather than skipping it until it comes near. */
const isRendered = (element: Locator) =>
  element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }))

// Lighthouse's phone.
test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
})

const sections = [
  {
    page: 'RestauradorDeFaros',
    role: 'region',
    name: 'También te puede interesar',
    control: 'link',
  },
  { page: 'RestauradorDeFaros', role: 'contentinfo', name: '', control: 'link' },
  { page: '', role: 'region', name: 'Videos', control: 'button' },
] as const

for (const section of sections) {
  test(`/${section.page}: “${section.name || 'pie de página'}” skips rendering, and its lazy images wait, until the visitor scrolls near it`, async ({
    page,
  }) => {
    await page.goto(section.page)
    const region = section.name
      ? page.getByRole(section.role, { name: section.name })
      : page.getByRole(section.role)
    const firstControl = region.getByRole(section.control).first()
    await expect(firstControl).toBeAttached()
    expect(await isRendered(firstControl)).toBe(false)

    await region.scrollIntoViewIfNeeded()
    await expect.poll(() => isRendered(firstControl)).toBe(true)
  })
}
