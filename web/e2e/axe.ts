import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 AA: the criteria of levels A and AA of each version. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type Violation = { rule: string; targets: string[] }

/** What axe finds against WCAG 2.2 AA on the page as it is now, or in one part of it. */
export async function wcagViolations(page: Page, scope?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags)
  if (scope) builder.include(scope)
  const { violations } = await builder.analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
