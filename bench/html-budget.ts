import { FIRST_ROUND_TRIP_BYTES } from './report.ts'

/**
 * Room for the response headers a page is sent with. The bench's server (`npm run preview`, HTTP/1.1)
 * sends about 1.1 KB: the Content-Security-Policy header alone is 0.7 KB. html-budget.test.ts
 * fails when they outgrow this.
 */
export const PAGE_HEADERS_ALLOWANCE_BYTES = 1_200

/**
 * The most a page's HTML may weigh as it is sent (Brotli, quality 11): what Lighthouse's first
 * round trip brings of a response (FIRST_ROUND_TRIP_BYTES, 10 TCP segments of 1460 bytes, headers
 * included) less the headers. A page within it lets its images start one round trip (150 ms on
 * the mobile preset) sooner than one past it. 13.4 KB, not 14 KB: 14 KB of HTML with its headers
 * would need a second round trip.
 */
export const HTML_BUDGET_BYTES = FIRST_ROUND_TRIP_BYTES - PAGE_HEADERS_ALLOWANCE_BYTES

type Range = readonly [start: number, end: number]

/** A kind of content in a page, as the character ranges it takes in the HTML. */
export interface HtmlPart {
  name: string
  ranges: Range[]
}

const elements = (html: string, pattern: RegExp): Range[] =>
  [...html.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length])

/**
 * A page's HTML in the parts that weigh in it: the inline style block, the inline scripts, the
 * app's held script blocks, the JSON-LD, the inline SVG icons, the rest of the head (policy,
 * preloads, meta tags) and the rest of the body (the markup).
 */
export function htmlParts(html: string): HtmlPart[] {
  const scripts = elements(html, /<script\b[^>]*>[\s\S]*?<\/script>/gi)
  const tagOf = ([start]: Range) => /^<script\b[^>]*>/i.exec(html.slice(start))?.[0] ?? ''
  const kinds: HtmlPart[] = [
    { name: 'inline styles', ranges: elements(html, /<style\b[^>]*>[\s\S]*?<\/style>/gi) },
    {
      name: 'JSON-LD',
      ranges: scripts.filter((range) => /application\/ld\+json/i.test(tagOf(range))),
    },
    {
      name: 'held app scripts',
      ranges: scripts.filter((range) => /type=["']?text\/plain/i.test(tagOf(range))),
    },
    {
      name: 'inline scripts',
      ranges: scripts.filter((range) => !/\stype=|\ssrc=/i.test(tagOf(range))),
    },
    { name: 'SVG icons', ranges: elements(html, /<svg\b[\s\S]*?<\/svg>/gi) },
  ]
  const taken = kinds.flatMap((part) => part.ranges)
  const head = region(html, /<head\b[^>]*>/i, /<\/head>/i)
  const body = region(html, /<body\b[^>]*>/i, /<\/body>/i)
  return [
    ...kinds,
    { name: 'head tags', ranges: head ? without(head, taken) : [] },
    { name: 'markup', ranges: body ? without(body, taken) : [] },
  ].filter((part) => part.ranges.length > 0)
}

function region(html: string, opening: RegExp, closing: RegExp): Range | undefined {
  const start = opening.exec(html)
  const end = closing.exec(html)
  return start && end ? [start.index + start[0].length, end.index] : undefined
}

/** The parts of `range` that none of `taken` covers. */
function without([start, end]: Range, taken: Range[]): Range[] {
  const inside = taken.filter(([from, to]) => from < end && to > start).sort(([a], [b]) => a - b)
  const free: Range[] = []
  let cursor = start
  for (const [from, to] of inside) {
    if (from > cursor) free.push([cursor, from])
    cursor = Math.max(cursor, to)
  }
  if (cursor < end) free.push([cursor, end])
  return free
}

function removeRanges(html: string, ranges: Range[]): string {
  let rest = ''
  let cursor = 0
  for (const [start, end] of [...ranges].sort(([a], [b]) => a - b)) {
    rest += html.slice(cursor, start)
    cursor = Math.max(cursor, end)
  }
  return rest + html.slice(cursor)
}

export type Compress = (text: string) => Promise<{ byteLength: number }>

export interface PartSize {
  name: string
  /** What the part adds to the compressed page: the page's size less the page's without it. */
  bytes: number
}

/** Each part's weight in the compressed page, the heaviest first. */
export async function partSizes(html: string, compress: Compress): Promise<PartSize[]> {
  const whole = (await compress(html)).byteLength
  const sizes = await Promise.all(
    htmlParts(html).map(async (part) => ({
      name: part.name,
      bytes: whole - (await compress(removeRanges(html, part.ranges))).byteLength,
    })),
  )
  return sizes.sort((a, b) => b.bytes - a.bytes)
}

export interface PageOverBudget {
  route: string
  bytes: number
  budget: number
  biggestParts: PartSize[]
}

/**
 * The page when its compressed HTML (`bytes`, as sent) is over `budget`, with its three heaviest
 * parts; undefined when it is within.
 */
export async function checkHtmlBudget(
  page: { route: string; html: string; bytes: number },
  compress: Compress,
  budget = HTML_BUDGET_BYTES,
): Promise<PageOverBudget | undefined> {
  if (page.bytes <= budget) return undefined
  const parts = await partSizes(page.html, compress)
  return { route: page.route, bytes: page.bytes, budget, biggestParts: parts.slice(0, 3) }
}

export const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1)

export function overBudgetMessage(page: PageOverBudget): string {
  const parts = page.biggestParts
    .map((part) => `${part.name} ${kilobytes(part.bytes)} KB`)
    .join(', ')
  return (
    `${page.route} sends ${kilobytes(page.bytes)} KB of HTML (Brotli), over the ` +
    `${kilobytes(page.budget)} KB budget by ${kilobytes(page.bytes - page.budget)} KB. ` +
    `Its biggest parts, compressed: ${parts}.`
  )
}
