import { describe, expect, it } from 'vitest'
import { globalStyles } from './global-style'

function parsedRules(css: string): CSSRule[] {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  const rules = [...(style.sheet?.cssRules ?? [])]
  style.remove()
  return rules
}

const heading = (rule: CSSRule) => rule.cssText.slice(0, rule.cssText.indexOf('{')).trim()
const declarations = (rule: CSSRule) => (rule as CSSStyleRule).style

describe('global styles', () => {
  it('keep every rule and declaration once their lines are joined', () => {
    const rules = parsedRules(globalStyles)

    expect(rules.map(heading)).toEqual([
      '@font-face',
      '@font-face',
      '*, ::before, ::after',
      'html',
      'body',
      'h1, h2, h3, h4',
      'p',
      'img, svg, video, iframe',
      'a',
      'button, input, textarea, select',
      'button',
      ':focus-visible',
      '@media (prefers-reduced-motion: reduce)',
    ])
    expect(declarations(rules[1]!).getPropertyValue('src')).toContain(
      'local(Liberation Sans Bold), local(Helvetica Bold)',
    )
    expect(declarations(rules[4]!).getPropertyValue('font-family')).toMatch(
      /^Montserrat Variable, Montserrat Fallback,/,
    )
    expect(declarations(rules[11]!).getPropertyValue('outline')).toBe('3px solid rgb(246, 174, 45)')
    expect((rules[12] as CSSMediaRule).cssRules[0]?.cssText).toContain('animation-duration')
  })
})
