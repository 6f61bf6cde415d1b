import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Gives every styled component a class name derived from its file and position, the same in the
 * prerender and in the browser. Without it styled-components numbers components in the order their
 * modules load, which differs between the server build (all routes) and the browser (one route),
 * so the hydrated page would carry another component's class names.
 *
 * The dev server adds the file and component names (`site-header__Header-sc-…`) for reading the
 * DOM; the build leaves them out (`sc-…`): every page's HTML repeats them in its class attributes
 * and styled-components' rehydration markers, and the scripts carry them too.
 */
export function styledComponentsIds(): Plugin {
  let readableNames = false
  return {
    name: 'rehoboth:styled-components-ids',
    enforce: 'pre',
    configResolved(config) {
      readableNames = config.command === 'serve'
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!/\/web\/src\/.*\.tsx?$/.test(file) || !code.includes('styled-components')) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [
            'babel-plugin-styled-components',
            { ssr: true, displayName: readableNames, fileName: readableNames, pure: true },
          ],
        ],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}
