import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rolldown } from 'vite'

/**
 * The page-boot scripts by entry file under scripts/: the one written into pages, and the app's
 * start, a file of its own (app-start-file.ts).
 */
export type InlineScript = 'first-screen' | 'app-start'

const compiled = new Map<InlineScript, Promise<string>>()

/**
 * One of the inline scripts, bundled and minified into a self-contained classic script. Compiled
 * once per process; its text is what the page carries and what the page's policy hashes.
 */
export function inlineScript(name: InlineScript): Promise<string> {
  let code = compiled.get(name)
  if (!code) {
    code = compile(fileURLToPath(new URL(`scripts/${name}.ts`, import.meta.url)))
    compiled.set(name, code)
  }
  return code
}

async function compile(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    publicDir: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'pageBoot' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk')
  if (chunks.length !== 1 || !chunks[0]) {
    throw new Error(
      `Compiling ${entry} gave ${chunks.length} scripts; an inline script must be one.`,
    )
  }
  // No `</script>` inside: the text goes between script tags as it is.
  const code = chunks[0].code.trim()
  if (/<\/script/i.test(code)) throw new Error(`${entry} compiles to text containing "</script".`)
  return code
}

const virtualPrefix = 'virtual:page-boot/'

/**
 * Serves the compiled inline scripts to the app as `virtual:page-boot/<name>` modules whose
 * default export is the script's text (see page-boot-scripts.d.ts) when rendering on the server,
 * and an empty text in the browser's bundle.
 */
export function pageBootScripts(): Plugin {
  return {
    name: 'rehoboth:page-boot-scripts',
    resolveId(source) {
      return source.startsWith(virtualPrefix) ? `\0${source}` : undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return undefined
      const name = id.slice(virtualPrefix.length + 1)
      if (name !== 'first-screen') {
        throw new Error(`Unknown page-boot script "${name}": expected first-screen.`)
      }
      // Only the prerendered page needs the text: the browser's copy of the app hydrates the
      // script tag as the page has it, so the text stays out of the app's bundle.
      if (this.environment.config.consumer === 'client') return 'export default ""'
      this.addWatchFile(fileURLToPath(new URL(`scripts/${name}.ts`, import.meta.url)))
      return `export default ${JSON.stringify(await inlineScript(name))}`
    },
  }
}
