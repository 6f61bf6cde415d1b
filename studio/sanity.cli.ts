import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  schemaExtraction: { path: 'schema.json', enforceRequiredFields: true },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: 'schema.json',
    generates: '../web/src/lib/sanity/sanity.types.ts',
    overloadClientMethods: true,
  },
})
