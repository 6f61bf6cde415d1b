import { describe, expect, test } from 'vitest'
import { inSpanish, withoutOutsideRequests } from './page-vite'

describe('the offline Studio page', () => {
  test('drops the dashboard bridge script and the fonts from Sanity’s hosts, and nothing else', () => {
    const page = `<head><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
</head><style>@font-face { font-family: Inter; src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2"); }
@font-face { font-family: Local; src: url("/fonts/local.woff2"); }</style>`
    const cleaned = withoutOutsideRequests(page)
    expect(cleaned).not.toMatch(/sanity-cdn|sanity\.io/)
    expect(cleaned).toContain('font-family: Local')
    expect(
      withoutOutsideRequests(
        "@font-face{font-family:Inter;src:url('https://design-system-static.sanity.io/InterVariable-latin.woff2') format('woff2')}",
      ),
    ).toBe('')
  })
})

test('the Studio’s page says it is in Spanish', () => {
  expect(inSpanish('<!DOCTYPE html><html lang="en"><head>')).toBe(
    '<!DOCTYPE html><html lang="es"><head>',
  )
})
