import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { inlineScript } from './compile-script.ts'
import { brandFontHrefAttribute, visitOriginKey } from './markers.ts'

// The first-screen script as the build compiles it: it notes how the visit began on every page
// load, before the app and without it.
const firstScreenScript = await inlineScript('first-screen')

type PageLoad = {
  url: string
  referrer?: string
  /** What the tab's session storage holds from earlier pages of the visit. */
  noted?: string
  storageBlocked?: boolean
}

function loadPage({ url, referrer, noted, storageBlocked = false }: PageLoad) {
  const html = [
    '<!DOCTYPE html><html><head>',
    `<script ${brandFontHrefAttribute}="/rehoboth/assets/font.css">${firstScreenScript}</script>`,
    '</head><body></body></html>',
  ].join('')
  const { window } = new JSDOM(html, {
    url,
    ...(referrer && { referrer }),
    runScripts: 'dangerously',
    beforeParse(window) {
      if (noted !== undefined) window.sessionStorage.setItem(visitOriginKey, noted)
      if (storageBlocked) {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new window.DOMException('Blocked', 'SecurityError')
          },
        })
      }
    },
  })
  const stored = storageBlocked ? null : window.sessionStorage.getItem(visitOriginKey)
  window.close()
  return stored === null ? null : (JSON.parse(stored) as Record<string, string>)
}

describe('the first page of a visit', () => {
  it('notes its path, the referring host and the five campaign tags', () => {
    expect(
      loadPage({
        url: 'http://localhost:4173/rehoboth/RestauradorDeFaros?utm_source=instagram&utm_medium=social&utm_campaign=navidad-2026&utm_content=historia+1&utm_term=limpiador%20de%20motor&fbclid=abc',
        referrer: 'https://l.instagram.com/?u=https%3A%2F%2Fexample.com',
      }),
    ).toEqual({
      landingPath: '/rehoboth/RestauradorDeFaros',
      referrerHost: 'l.instagram.com',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'navidad-2026',
      utmContent: 'historia 1',
      utmTerm: 'limpiador de motor',
    })
  })

  it('notes only its path when typed in, without tags', () => {
    expect(loadPage({ url: 'http://localhost:4173/rehoboth/Contacto' })).toEqual({
      landingPath: '/rehoboth/Contacto',
    })
  })

  it('leaves out the referrer when it is the site itself', () => {
    expect(
      loadPage({
        url: 'http://localhost:4173/rehoboth/paraTuAuto',
        referrer: 'http://localhost:4173/rehoboth/',
      }),
    ).toEqual({ landingPath: '/rehoboth/paraTuAuto' })
  })

  it('leaves out empty tags', () => {
    expect(
      loadPage({ url: 'http://localhost:4173/rehoboth/?utm_source=&utm_campaign=navidad' }),
    ).toEqual({ landingPath: '/rehoboth/', utmCampaign: 'navidad' })
  })
})

describe('later pages of the visit', () => {
  const firstPage = JSON.stringify({ landingPath: '/rehoboth/', referrerHost: 'www.google.com' })

  it('keep what the first page noted', () => {
    expect(
      loadPage({
        url: 'http://localhost:4173/rehoboth/Contacto',
        referrer: 'https://api.whatsapp.com/',
        noted: firstPage,
      }),
    ).toEqual(JSON.parse(firstPage))
  })

  it('begin a new visit when the address has campaign tags', () => {
    expect(
      loadPage({
        url: 'http://localhost:4173/rehoboth/ChainLube?utm_source=catalogo',
        noted: firstPage,
      }),
    ).toEqual({ landingPath: '/rehoboth/ChainLube', utmSource: 'catalogo' })
  })
})

it('with session storage blocked, the page still loads', () => {
  expect(() =>
    loadPage({ url: 'http://localhost:4173/rehoboth/?utm_source=x', storageBlocked: true }),
  ).not.toThrow()
})
