import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'

/**
 * The page-boot scripts by entry file under scripts/: the one written into pages, and the app's
 * start, a file of its own (app-start-file.ts).
 */
export type InlineScript = 'first-screen' | 'app-start'

const compiled = new Map<InlineScript, Promise<string>>()

/** The entry file of an inline script. */
export function inlineScriptFile(name: InlineScript): string {
  return fileURLToPath(new URL(`scripts/${name}.ts`, import.meta.url))
}

/**
 * One of the inline scripts, bundled and minified into a self-contained classic script. Compiled
 * once per process; its text is what the page carries and what the page's policy hashes.
 */
export function inlineScript(name: InlineScript): Promise<string> {
  let code = compiled.get(name)
  if (!code) {
    code = compile(inlineScriptFile(name))
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
