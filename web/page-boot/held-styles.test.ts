import { describe, expect, it } from 'vitest'
import { heldStylesFile, linkHeldStyles, separateHeldStyles } from './held-styles.ts'
import { brandFontHrefAttribute, heldStylesAttribute } from './markers.ts'

const rule = (text: string) => `${text}/*!sc*/\n`
const marker = (group: number, id: string, names: string) =>
  rule(`data-styled.g${group}[id="${id}"]{content:"${names}"}`)

/**
 * A page as styled-components writes it: a header outside any held section, a held footer (its
 * class skips it while the first screen paints) with a link inside it, a button component used
 * both in the header and in the footer, and a badge inside the footer that also carries the class
 * of a later component the header uses.
 */
const css = [
  rule('.hdr{position:sticky;}'),
  marker(1, 'sc-h-0', 'hdr,'),
  rule('.btn{color:red;}'),
  rule('.btnB{color:blue;}'),
  marker(2, 'sc-b-0', 'btn,btnB,'),
  rule('.ft{content-visibility:auto;}'),
  rule('html[data-first-screen-pending] .ft{content-visibility:hidden;}'),
  marker(3, 'sc-f-0', 'ft,'),
  rule('.lnk{text-decoration:none;}'),
  rule('.lnk:hover{color:navy;}'),
  rule('@media (max-width: 768px){.lnk{display:block;}}'),
  marker(4, 'sc-l-0', 'lnk,'),
  rule('.bdg{padding:0;}'),
  marker(5, 'sc-g-0', 'bdg,'),
  rule('.late{padding:1rem;}'),
  marker(6, 'sc-t-0', 'late,'),
].join('')

const page = (styles = css) =>
  '<!DOCTYPE html><html><head>' +
  `<script ${brandFontHrefAttribute}="/rehoboth/assets/font.css">(function(){})()</script>` +
  `<style data-styled="true" data-styled-version="6.6.0">${styles}</style></head><body>` +
  '<header class="sc-h-0 hdr"><button class="sc-b-0 btn">Menú</button>' +
  '<img src="logo.png" alt="Rehoboth"/><span class="sc-t-0 late">Hoy</span></header>' +
  '<footer class="sc-f-0 ft"><a class="sc-l-0 lnk" href="/">Inicio</a>' +
  '<button class="sc-b-0 btnB">Mapa</button><button class="sc-b-0 btn">Ver</button>' +
  '<span class="sc-g-0 bdg sc-t-0 late">Nuevo</span>' +
  '<script type="text/plain">.lnk is not markup</script></footer>' +
  '</body></html>'

describe('separateHeldStyles', () => {
  it('moves the rules only the held sections use, their media queries and states with them', () => {
    const separated = separateHeldStyles(page())
    expect(separated.css).toBe(
      [
        '.btnB{color:blue;}',
        '.lnk{text-decoration:none;}',
        '.lnk:hover{color:navy;}',
        '@media (max-width: 768px){.lnk{display:block;}}',
        '',
      ].join('\n'),
    )
    expect(separated.html).not.toContain('.lnk{')
    expect(separated.html).not.toContain('.btnB{')
  })

  it('keeps the held section itself, what the first screen shares with it, and the cascade', () => {
    const { html } = separateHeldStyles(page())
    expect(html).toContain('.hdr{position:sticky;}')
    // The footer's own rules: they give it its size and hold it while the first screen paints.
    expect(html).toContain('html[data-first-screen-pending] .ft{content-visibility:hidden;}')
    // A component whose other class the header uses keeps that class's rule.
    expect(html).toContain('.btn{color:red;}')
    // The badge's rule came before the later component's, which stays: moved, it would come after.
    expect(html).toContain('.bdg{padding:0;}')
    expect(html).toContain('.late{padding:1rem;}')
  })

  it("rewrites the rehydration markers so the app writes the moved classes' rules itself", () => {
    const { html } = separateHeldStyles(page())
    expect(html).toContain('data-styled.g2[id="sc-b-0"]{content:"btn,"}')
    expect(html).not.toContain('[id="sc-l-0"]')
    expect(html).toContain('data-styled.g3[id="sc-f-0"]{content:"ft,"}')
  })

  it('leaves a page without held sections as it is', () => {
    const withoutHeld = page(css.replace(/html\[data-first-screen-pending\][^/]*\/\*!sc\*\/\n/, ''))
    expect(separateHeldStyles(withoutHeld)).toEqual({ html: withoutHeld, css: '' })
  })
})

describe('linkHeldStyles', () => {
  it('names the stylesheet on the first-screen script and links it for a browser without JavaScript', () => {
    const { html, css: held } = separateHeldStyles(page())
    const href = `/rehoboth/${heldStylesFile(held)}`
    const linked = linkHeldStyles(html, href)
    expect(linked).toContain(
      `<script ${brandFontHrefAttribute}="/rehoboth/assets/font.css" ${heldStylesAttribute}="${href}">`,
    )
    expect(linked).toContain(`</style><noscript><link rel="stylesheet" href="${href}"/></noscript>`)
    expect(href).toMatch(/^\/rehoboth\/assets\/held-[\w-]{12}\.css$/)
  })

  it('refuses a page without the first-screen script, which would never show its held sections', () => {
    expect(() => linkHeldStyles('<html><head></head></html>', '/held.css')).toThrow(
      /first-screen script/,
    )
  })
})
