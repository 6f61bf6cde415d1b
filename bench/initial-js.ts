import { bootOptions, modulesPreloadedAfterLoad } from '@rehoboth/web/page-boot/boot-after-load'
import {
  appStartAttribute,
  moduleAfterLoadAttribute,
  type BootScripts,
} from '@rehoboth/web/page-boot/markers'

/**
 * Finds the JavaScript a prerendered page loads before it is interactive: module scripts,
 * module preloads and the modules that inline module scripts import, plus every module those
 * import statically. Dynamic `import()` calls load later and are left out.
 */

const ATTRIBUTE = (name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')

function attribute(tag: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** Static `import … from '…'`, `import '…'` and `export … from '…'` specifiers of a module. */
export function staticImports(code: string): string[] {
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g
  return [...code.matchAll(pattern)].map((match) => match[1] as string)
}

/**
 * Script URLs a page's HTML asks for before any code of the site runs. A published page starts
 * them after its largest paint (web/page-boot/boot-after-load.ts): the app-start script, the
 * preloads its first-screen script adds and the module script waiting in the inert block count as
 * they would in the original page.
 */
export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [...modulesPreloadedAfterLoad(html)]
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') {
      const href = attribute(tag, 'href')
      if (href) urls.push(href)
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${match[1] ?? ''}>`
    const src = attribute(tag, 'src')
    if (src) urls.push(src)
    // The app-start script the first-screen script adds (web/page-boot/app-start-file.ts).
    const appStart = attribute(tag, appStartAttribute)
    if (appStart) urls.push(appStart)
    else if (attribute(tag, 'type') === 'module' || tag.includes(moduleAfterLoadAttribute)) {
      urls.push(...staticImports(match[2] ?? ''))
    }
  }
  return [...new Set(urls.map(decodeEntities))]
}

function decodeEntities(url: string): string {
  return url.replaceAll('&amp;', '&')
}

/**
 * Resolves a script URL to a file path below the site's base, or undefined when the script is
 * served from elsewhere (another origin, outside the base).
 */
export function sitePath(url: string, basename: string, from = basename): string | undefined {
  const resolved = new URL(url, new URL(from, 'http://site.invalid'))
  if (resolved.origin !== 'http://site.invalid' || !resolved.pathname.startsWith(basename)) {
    return undefined
  }
  return decodeURIComponent(resolved.pathname.slice(basename.length))
}

/**
 * The static imports of the module script a published page keeps in its boot file, the first line
 * of its hydration data file (web/page-boot/boot-file.ts); none for a page that keeps it inline.
 */
async function bootFileImports(
  html: string,
  basename: string,
  readFile: (sitePath: string) => Promise<string>,
): Promise<string[]> {
  const address = bootOptions(html)?.hydrationData
  const file = address === undefined ? undefined : sitePath(address, basename)
  if (file === undefined) return []
  const content = await readFile(file)
  const scripts = JSON.parse(content.slice(0, content.indexOf('\n'))) as BootScripts
  return staticImports(scripts.module)
}

/** Every site file a page loads initially: its scripts and, transitively, their static imports. */
export async function initialScriptFiles(
  html: string,
  basename: string,
  readModule: (sitePath: string) => Promise<string>,
): Promise<string[]> {
  const urls = [...initialScriptUrls(html), ...(await bootFileImports(html, basename, readModule))]
  const pending = urls.flatMap((url) => sitePath(url, basename) ?? [])
  const seen = new Set<string>()
  while (pending.length > 0) {
    const file = pending.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of staticImports(await readModule(file))) {
      const imported = sitePath(specifier, basename, basename + file)
      if (imported !== undefined) pending.push(imported)
    }
  }
  return [...seen].sort()
}
