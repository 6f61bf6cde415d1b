import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const productionBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url))

const productionEntries: Record<string, string> = {
  'react-router': productionBuild('index.mjs'),
  'react-router/dom': productionBuild('dom-export.mjs'),
}

/**
 * react-router's package exports point every condition at its development build, which differs
 * only in having its dev warnings on (remix-run/react-router#14102). The browser bundle of a
 * build takes the production build instead. The prerender keeps the package's own resolution, so
 * that it and @react-router/node share one copy of the router.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'rehoboth:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return productionEntries[source]
    },
  }
}
