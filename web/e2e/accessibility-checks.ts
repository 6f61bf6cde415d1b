import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from '@playwright/test'

/** WCAG 2.2 AA: the criteria of levels A and AA of each version. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type Violation = { rule: string; targets: string[] }

/**
 * An axe pass over the page as it is now, or over one part of it (`scope`, a selector).
 * AxeBuilder's default mode runs axe in each frame and merges the results in a blank page it opens
 * for that: a new page and another copy of axe's 1.3 MB, more than half of each pass on CI's two
 * cores. Only frames from another origin need that, so a page without child frames, most of the
 * site's, gets axe run in the page itself: the same result. There axe stays loaded for the page's
 * next passes, where AxeBuilder loads it again each time (twice in its legacy mode).
 */
export async function axeResults(
  page: Page,
  options: axe.RunOptions,
  scope?: string,
): Promise<axe.AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options)
    if (scope) builder.include(scope)
    return builder.analyze()
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    ({ scope, options }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        scope ? { include: [scope] } : document,
        options,
      ),
    { scope, options },
  )
}

/** What axe finds against WCAG 2.2 AA on the page as it is now, or in one part of it. */
export async function wcagViolations(page: Page, scope?: string): Promise<Violation[]> {
  const { violations } = await axeResults(
    page,
    { runOnly: { type: 'tag', values: wcagTags } },
    scope,
  )
  return violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

type SmallTarget = { target: string; width: number; height: number }

/**
 * Links, buttons and form controls smaller than 24 x 24 CSS px (WCAG 2.2 SC 2.5.8). The criterion
 * exempts a target "in a sentence", whose size is set by the line height of the text around it:
 * a link whose own box is inline and whose nearest block container holds more text than the
 * link itself is such a target. A form control's labels take clicks for it, so they are part of
 * its target. Controls hidden from everyone (no box) are not targets.
 */
export function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
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
