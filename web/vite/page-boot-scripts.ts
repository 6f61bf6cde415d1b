import type { Plugin } from 'vite'
import { inlineScript, inlineScriptFile } from '../page-boot/compile-script.ts'

const virtualPrefix = 'virtual:page-boot/'

/**
 * Serves the page boot's compiled inline scripts (web/page-boot/compile-script.ts) to the app as
 * `virtual:page-boot/<name>` modules whose default export is the script's text (see
 * web/page-boot/page-boot-scripts.d.ts) when rendering on the server, and an empty text in the
 * browser's bundle.
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
      this.addWatchFile(inlineScriptFile(name))
      return `export default ${JSON.stringify(await inlineScript(name))}`
    },
  }
}
