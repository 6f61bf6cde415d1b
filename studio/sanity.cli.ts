import { dirname } from 'node:path'
import { defineCliConfig } from 'sanity/cli'
import { privateFiles } from '@rehoboth/shared/private-files'
import { dataset, isOffline, projectId } from './env'
import { studioPage } from './page-vite'

export default defineCliConfig({
  api: { projectId, dataset },
  vite: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), studioPage({ offline: isOffline })],
    // Vite's root is the Studio's folder and it serves the whole repository under /@fs/: never the
    // offline store, .env files or the repository's dot-folders.
    server: {
      ...config.server,
      fs: {
        ...config.server?.fs,
        deny: privateFiles(dirname(config.root ?? process.cwd()), process.env),
      },
    },
  }),
  // The SANITY_TYPEGEN_* variables let the check (scripts/check-generated-types.sh) write elsewhere.
  schemaExtraction: {
    path: process.env.SANITY_TYPEGEN_SCHEMA ?? 'schema.json',
    enforceRequiredFields: true,
  },
  typegen: {
    // The site's queries, the catalogue PDF's (seed/scripts/media/catalogue-contents.ts), the sales
    // notices' (web/server/leads) and the Studio's export of contact requests.
    path: [
      '../web/src/**/*.{ts,tsx}',
      '../seed/scripts/**/*.ts',
      '../web/server/leads/**/*.ts',
      'contact-requests/**/*.ts',
    ],
    schema: process.env.SANITY_TYPEGEN_SCHEMA ?? 'schema.json',
    generates: process.env.SANITY_TYPEGEN_TYPES ?? '../shared/sanity.types.ts',
    overloadClientMethods: true,
  },
})
