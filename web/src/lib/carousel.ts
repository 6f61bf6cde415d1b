/** The featured and product-page carousels (spec): 3 products in view, 1 at 768 px or less. */
export function itemsPerView(narrowScreen: boolean): number {
  return narrowScreen ? 1 : 3
}

/** A carousel slide takes 0.8 s (spec). */
export const carouselSlideMs = 800
