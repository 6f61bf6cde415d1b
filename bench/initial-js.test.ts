import { describe, expect, it } from 'vitest'
import { bootAfterLoad } from '@rehoboth/web/page-boot/boot-after-load'
import { bootFilePlaceholder, separateBootFile } from '@rehoboth/web/page-boot/boot-file'
import { appStartAttribute, brandFontHrefAttribute } from '@rehoboth/web/page-boot/markers'
import { initialScriptFiles, initialScriptUrls, sitePath, staticImports } from './initial-js.ts'

const page = `<!doctype html><html><head>
<link rel="preload" as="image" href="/rehoboth/hero.jpg"/>
<link rel="modulepreload" href="/rehoboth/assets/entry.client-A.js"/>
<link rel='modulepreload' href='/rehoboth/assets/react-dom-B.js'>
<link rel="stylesheet" href="/rehoboth/assets/root.css"/>
<link rel="modulepreload" href="/rehoboth/assets/entry.client-A.js"/>
<script ${brandFontHrefAttribute}="/rehoboth/font.css">start()</script>
</head><body>
<script>window.__reactRouterContext = {"a":"import '/rehoboth/assets/not-this.js'"}</script>
<script type="module" async="">import "/rehoboth/assets/manifest-C.js";
import * as route0 from "/rehoboth/assets/root-D.js";
const later = () => import("/rehoboth/assets/lazy-E.js");</script>
<script src="https://www.google.com/recaptcha/api.js?render=explicit&amp;hl=es" async></script>
</body></html>`

// Each script once, in the order the page asks for it.
const pageScripts = [
  '/rehoboth/assets/entry.client-A.js',
  '/rehoboth/assets/react-dom-B.js',
  '/rehoboth/assets/manifest-C.js',
  '/rehoboth/assets/root-D.js',
  'https://www.google.com/recaptcha/api.js?render=explicit&hl=es',
]

describe('initialScriptUrls', () => {
  it('collects module preloads, script sources and static imports of inline modules once each', () => {
    expect(initialScriptUrls(page)).toEqual(pageScripts)
  })
})

describe('initialScriptUrls of a page that starts its scripts after load', () => {
  it('counts the preloads and the module script the page starts as initial', () => {
    expect(initialScriptUrls(bootAfterLoad(page))).toEqual(pageScripts)
  })

  it('counts the app-start script the first-screen script adds', () => {
    const published = bootAfterLoad(page).replace(
      `<script ${brandFontHrefAttribute}="/rehoboth/font.css"`,
      `$& ${appStartAttribute}="/rehoboth/assets/app-start-F.js"`,
    )
    expect(initialScriptUrls(published)).toContain('/rehoboth/assets/app-start-F.js')
  })
})

describe('staticImports', () => {
  it('finds minified static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{a as b}from"./jsx-runtime-X.js";import"./side-effect-Y.js";' +
      'export{c}from"./re-export-Z.js";const d=()=>import("./lazy-W.js");'
    expect(staticImports(code)).toEqual([
      './jsx-runtime-X.js',
      './side-effect-Y.js',
      './re-export-Z.js',
    ])
  })
})

describe('sitePath', () => {
  it('maps URLs under the base to files and leaves other origins and paths out', () => {
    expect(sitePath('/rehoboth/assets/a.js', '/rehoboth/')).toBe('assets/a.js')
    expect(sitePath('./b.js', '/rehoboth/', '/rehoboth/assets/a.js')).toBe('assets/b.js')
    expect(sitePath('https://www.google.com/recaptcha/api.js', '/rehoboth/')).toBeUndefined()
    expect(sitePath('/elsewhere/c.js', '/rehoboth/')).toBeUndefined()
  })
})

describe('initialScriptFiles', () => {
  it('follows static imports transitively and skips modules loaded only on demand', async () => {
    const modules: Record<string, string> = {
      'assets/entry.client-A.js': 'import{r}from"./react-dom-B.js";import("./lazy-E.js")',
      'assets/react-dom-B.js': 'import"./scheduler-F.js";',
      'assets/scheduler-F.js': 'export const s=1',
      'assets/manifest-C.js': 'window.__reactRouterManifest={}',
      'assets/root-D.js': 'import{r}from"./react-dom-B.js";export default r',
    }
    const read = async (file: string) => {
      const code = modules[file]
      if (code === undefined) throw new Error(`unexpected read of ${file}`)
      return code
    }
    await expect(initialScriptFiles(page, '/rehoboth/', read)).resolves.toEqual([
      'assets/entry.client-A.js',
      'assets/manifest-C.js',
      'assets/react-dom-B.js',
      'assets/root-D.js',
      'assets/scheduler-F.js',
    ])
  })

  it('reads the module script of a published page from its boot file', async () => {
    const boot = separateBootFile(bootAfterLoad(page, bootFilePlaceholder), '[1]\n', '/rehoboth/')
    const files: Record<string, string> = {
      [boot.file]: boot.content,
      'assets/entry.client-A.js': '',
      'assets/react-dom-B.js': '',
      'assets/manifest-C.js': '',
      'assets/root-D.js': 'import"./scheduler-F.js"',
      'assets/scheduler-F.js': '',
    }
    const read = async (file: string) => files[file] ?? ''
    await expect(initialScriptFiles(boot.html, '/rehoboth/', read)).resolves.toEqual([
      'assets/entry.client-A.js',
      'assets/manifest-C.js',
      'assets/react-dom-B.js',
      'assets/root-D.js',
      'assets/scheduler-F.js',
    ])
  })
})
