import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { buildDataset } from '../build-dataset.ts'

const dataset = 'production'
const outputDir = new URL('../dist/', import.meta.url)
const outputFile = new URL(`${dataset}.ndjson`, outputDir)

const documents = buildDataset({ dataset })
await mkdir(outputDir, { recursive: true })
await writeFile(outputFile, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')
console.log(`Wrote ${documents.length} documents to ${fileURLToPath(outputFile)}`)
