import { hydrationDataFile } from './hydration-data.ts'
import { contextAfterLoadAttribute, moduleAfterLoadAttribute, type BootScripts } from './markers.ts'
import { UnexpectedMarkupError } from './react-router-contract.ts'

/**
 * React Router's context script and module script run only when the app starts, after the largest
 * paint (boot-after-load.ts holds them in inert blocks), yet they are about 0.5 KB of every page's
 * Brotli HTML. The build moves their text into the file the app fetches as it starts anyway, the
 * page's hydration data file, as its first line (BootScripts, JSON); the data follows. Both blocks
 * stay in the page, empty (React hydrates the page's elements in order: the two <script>s it wrote
 * must still be there), the module's with the options the app is started with.
 */

/** The address bootAfterLoad names until the file's own (a hash of its content) is known. */
export const bootFilePlaceholder = '/__boot-file__'

const contextBlock = new RegExp(
  `(<script type="text/plain" ${contextAfterLoadAttribute}="">)([\\s\\S]*?)(</script>)`,
)
const moduleBlock = new RegExp(
  `(<script type="text/plain" ${moduleAfterLoadAttribute}=""[^>]*>)([\\s\\S]*?)(</script>)`,
)

export type BootFile = {
  /** The page without the scripts' text, naming the file where bootAfterLoad named the placeholder. */
  html: string
  /** Where the file is published, below the site's base. */
  file: string
  content: string
  /** The scripts moved out: the page's script policy must allow them still. */
  scripts: BootScripts
}

/**
 * Moves the held context and module scripts of a page that bootAfterLoad rewrote (with
 * `bootFilePlaceholder` as its data's address) into its boot file, before `data`. Throws
 * UnexpectedMarkupError when either block is missing.
 */
export function separateBootFile(html: string, data: string, basePath: string): BootFile {
  const context = contextBlock.exec(html)
  const module = moduleBlock.exec(html)
  if (!context || !module) {
    throw new UnexpectedMarkupError(
      'The page has no held context and module blocks to move into its boot file.',
    )
  }
  const scripts: BootScripts = { context: context[2] ?? '', module: module[2] ?? '' }
  const content = `${JSON.stringify(scripts)}\n${data}`
  const file = hydrationDataFile(content)
  const rest = html
    .replace(context[0], () => `${context[1]}${context[3]}`)
    .replace(module[0], () => `${module[1]}${module[3]}`)
    .replaceAll(bootFilePlaceholder, `${basePath}${file}`)
  return { html: rest, file, content, scripts }
}

/** The first line of a boot file and the data after it. */
export function readBootFile(content: string): { scripts: BootScripts; data: string } {
  const lineEnd = content.indexOf('\n')
  return {
    scripts: JSON.parse(content.slice(0, lineEnd)) as BootScripts,
    data: content.slice(lineEnd + 1),
  }
}
