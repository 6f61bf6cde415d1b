// The first-screen script as the build compiles it from scripts/first-screen.ts, a page React
// Router could have prerendered with it in <head>, and that page loaded in jsdom with the
// app-start script it adds served as the build publishes it: what the page-boot tests share.
import { JSDOM } from 'jsdom'
import { appStartScript, nameAppStart } from '../app-start-file.ts'
import { inlineScript } from '../compile-script.ts'
import { appStartAttribute, brandFontHrefAttribute } from '../markers.ts'

export const firstScreenScript = await inlineScript('first-screen')
const appStart = await appStartScript()
const origin = 'http://localhost:4173'
export const appStartHref = `/rehoboth/${appStart.file}`

/**
 * The host's side of the app-start script: when the page adds it, its text runs (a moment later,
 * as a script from the cache would). jsdom fetches nothing itself here.
 */
function serveAppStart(window: JSDOM['window']) {
  const appendChild = window.Node.prototype.appendChild
  window.Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    const added = appendChild.call(this, node) as T
    if (node instanceof window.HTMLScriptElement && node.getAttribute('src') === appStartHref) {
      window.queueMicrotask(() => window.eval(appStart.text))
    }
    return added
  }
}

export const moduleCode = [
  'import "/rehoboth/assets/manifest-1.js";',
  'import * as route0 from "/rehoboth/assets/root-2.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/rehoboth/assets/entry.client-3.js");',
].join('\n')

export const prerendered = [
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
  `<script ${brandFontHrefAttribute}="/rehoboth/assets/font.css">${firstScreenScript}</script>`,
  '<link rel="modulepreload" href="/rehoboth/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/rehoboth/assets/entry.client-3.js"/>',
  '<link rel="stylesheet" href="/rehoboth/assets/root.css"/>',
  '</head><body><main><img src="hero.jpg" alt=""/></main>',
  '<script>window.__reactRouterContext = {}</script>',
  `<script type="module" async="">${moduleCode}</script>`,
  '</body></html>',
].join('')

/**
 * Loads the rewritten page in jsdom with its scripts running, as a browser would; the page names
 * the app-start script as the build has it do, unless it names one already.
 */
export function loadPage(html: string, beforeParse?: (window: JSDOM['window']) => void) {
  const published =
    html.includes(`<script ${brandFontHrefAttribute}=`) && !html.includes(` ${appStartAttribute}="`)
      ? nameAppStart(html, appStartHref)
      : html
  const dom = new JSDOM(published, {
    url: `${origin}/rehoboth/`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      serveAppStart(window)
      beforeParse?.(window)
    },
  })
  const { document } = dom.window
  const startedModules = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.textContent)
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
  const nextFrame = () => new Promise((resolve) => dom.window.requestAnimationFrame(resolve))
  const settle = async () => {
    for (let frame = 0; frame < 3; frame++) await nextFrame()
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const loaded = () =>
    new Promise((resolve) => dom.window.addEventListener('load', resolve, { once: true }))
  return { dom, document, startedModules, preloads, settle, loaded }
}
