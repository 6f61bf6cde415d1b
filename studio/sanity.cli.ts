import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  schemaExtraction: { path: 'schema.json', enforceRequiredFields: true },
  typegen: {
    // The site's queries and the catalogue PDF's (seed/scripts/media/catalogue-contents.ts).
    path: ['../web/src/**/*.{ts,tsx}', '../seed/scripts/**/*.ts'],
    schema: 'schema.json',
    generates: '../web/src/lib/sanity/sanity.types.ts',
    overloadClientMethods: true,
  },
})
