import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Gives every styled component a class name derived from its file and position, the same in the
 * prerender and in the browser. Without it styled-components numbers components in the order their
 * modules load, which differs between the server build (all routes) and the browser (one route),
 * so the hydrated page would carry another component's class names.
 */
export function styledComponentsIds(): Plugin {
  return {
    name: 'rehoboth:styled-components-ids',
    enforce: 'pre',
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
            { ssr: true, displayName: true, fileName: true, pure: true },
          ],
        ],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}
