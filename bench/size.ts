import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { brotli } from '@rehoboth/web/publish/precompress'
import { initialScriptFiles } from './initial-js.ts'
import {
  checkHtmlBudget,
  HTML_BUDGET_BYTES,
  kilobytes,
  overBudgetMessage,
  type PageOverBudget,
} from './html-budget.ts'

/**
 * The guard against growth of initial JavaScript per page, gzip, in kilobytes of 1000 bytes
 * (docs/performance.md): the largest page's size when it was set plus a little headroom, so code
 * added to the first screen fails CI. The framework chunk alone is 118 KB of it. Lower it whenever
 * the pages get smaller. 0.8 KB of it is the app's start, which every page carried in its inline
 * script until it became a file of its own (web/page-boot/app-start-file.ts); 0.6 KB came with
 * the live preview hook every route reads through (web/src/lib/sanity/live-query.ts) and the
 * chat's editable quick messages. The contact form's visit origin loads on submit only.
 */
const CEILING_KB = 145.4
// `npm run size -- <folder>` checks a build made elsewhere (REHOBOTH_BUILD_DIR's client folder).
const siteDirectory = path.resolve(
  process.argv[2] ?? fileURLToPath(new URL('../web/dist/client/', import.meta.url)),
)

async function pages(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort()
}

function routeOf(page: string): string {
  return '/' + page.replace(/(^|\/)index\.html$/, '')
}

const gzippedSizes = new Map<string, number>()
const sources = new Map<string, string>()

async function source(file: string): Promise<string> {
  const cached = sources.get(file)
  if (cached !== undefined) return cached
  const code = await readFile(path.join(siteDirectory, file), 'utf8').catch(() => {
    throw new Error(`${file} is loaded by a page but missing from ${siteDirectory}.`)
  })
  sources.set(file, code)
  gzippedSizes.set(file, gzipSync(code).byteLength)
  return code
}

async function main(): Promise<number> {
  const htmlPages = await pages(siteDirectory).catch(() => [])
  if (htmlPages.length === 0) {
    console.error(`No built pages in ${siteDirectory}. Run \`npm run build\` first.`)
    return 1
  }
  const javaScript = await checkInitialJavaScript(htmlPages)
  const html = await checkHtml(htmlPages)
  return javaScript + html > 0 ? 1 : 0
}

/** Each page's HTML as the host sends it (its Brotli copy, which the build writes) within budget. */
async function checkHtml(htmlPages: string[]): Promise<number> {
  const over: PageOverBudget[] = []
  let largest = { route: '', bytes: 0 }
  for (const page of htmlPages) {
    const file = path.join(siteDirectory, page)
    const sent = await readFile(`${file}.br`).catch(() => undefined)
    if (!sent) {
      console.error(`${file}.br is missing: \`npm run build\` writes each page's Brotli copy.`)
      return 1
    }
    const route = routeOf(page)
    if (sent.byteLength > largest.bytes) largest = { route, bytes: sent.byteLength }
    const html = await readFile(file, 'utf8')
    const result = await checkHtmlBudget({ route, html, bytes: sent.byteLength }, brotli)
    if (result) over.push(result)
  }
  for (const page of over) console.error(overBudgetMessage(page))
  const summary =
    `HTML: ${htmlPages.length} pages checked, largest ${largest.route} ` +
    `${kilobytes(largest.bytes)} KB Brotli (budget ${kilobytes(HTML_BUDGET_BYTES)} KB, ` +
    `Lighthouse's first round trip less the headers).`
  if (over.length > 0) {
    console.error(`${summary} ${over.length} over the budget.`)
    return 1
  }
  console.log(
    `${summary} All within it, ${kilobytes(HTML_BUDGET_BYTES - largest.bytes)} KB to spare.`,
  )
  return 0
}

async function checkInitialJavaScript(htmlPages: string[]): Promise<number> {
  let overCeiling = 0
  let largest = { route: '', bytes: 0 }
  for (const page of htmlPages) {
    const html = await readFile(path.join(siteDirectory, page), 'utf8')
    const files = await initialScriptFiles(html, SITE_BASE, source)
    const bytes = files.reduce((sum, file) => sum + (gzippedSizes.get(file) ?? 0), 0)
    const route = routeOf(page)
    if (bytes > largest.bytes) largest = { route, bytes }
    if (bytes > CEILING_KB * 1000) {
      overCeiling++
      console.error(
        `${route} loads ${kilobytes(bytes)} KB of JavaScript (gzip) before it is interactive, ` +
          `over the ${CEILING_KB} KB ceiling by ${kilobytes(bytes - CEILING_KB * 1000)} KB ` +
          `(${files.length} files).`,
      )
    }
  }
  const summary =
    `Initial JavaScript: ${htmlPages.length} pages checked, largest ${largest.route} ` +
    `${kilobytes(largest.bytes)} KB gzip (ceiling ${CEILING_KB} KB).`
  if (overCeiling > 0) {
    console.error(`${summary} ${overCeiling} over the ceiling.`)
    return 1
  }
  console.log(
    `${summary} All within the ceiling, ${kilobytes(CEILING_KB * 1000 - largest.bytes)} KB to spare.`,
  )
  return 0
}

process.exitCode = await main()
