import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { initialScriptFiles } from './initial-js.ts'

/**
 * The guard against growth of initial JavaScript per page, gzip, in kilobytes of 1000 bytes
 * (docs/performance.md): the largest page's size when it was set plus a little headroom, so code
 * added to the first screen fails CI. The framework chunk alone is 118 KB of it. Lower it whenever
 * the pages get smaller.
 */
const CEILING_KB = 144
const BASENAME = '/rehoboth/'
const siteDirectory = fileURLToPath(new URL('../web/dist/client/', import.meta.url))

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
    throw new Error(`web/dist/client/${file} is loaded by a page but missing from the build.`)
  })
  sources.set(file, code)
  gzippedSizes.set(file, gzipSync(code).byteLength)
  return code
}

async function main(): Promise<number> {
  const htmlPages = await pages(siteDirectory).catch(() => [])
  if (htmlPages.length === 0) {
    console.error('No built pages in web/dist/client. Run `npm run build` first.')
    return 1
  }
  let overCeiling = 0
  let largest = { route: '', bytes: 0 }
  for (const page of htmlPages) {
    const html = await readFile(path.join(siteDirectory, page), 'utf8')
    const files = await initialScriptFiles(html, BASENAME, source)
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

function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1)
}

process.exitCode = await main()
