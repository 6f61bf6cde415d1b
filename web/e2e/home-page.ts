import type { Page } from '@playwright/test'

export const featuredCarousel = (page: Page) =>
  page.getByRole('region', { name: 'PRODUCTOS DESTACADOS' })

/** The names of the featured slides a visitor (and a screen reader) can see right now. */
export async function shownFeatured(page: Page): Promise<string[]> {
  const groups = featuredCarousel(page).getByRole('group')
  return groups.evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? ''))
}
