import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildDataset } from './build-dataset.ts'
import { runImport } from './importer/run-import.ts'

process.exitCode = await runImport({
  env: process.env,
  argv: process.argv.slice(2),
  stdout: process.stdout,
  stderr: process.stderr,
  sleep: (ms) => sleep(ms),
  seed: { buildDataset, mediaDir: fileURLToPath(new URL('./media', import.meta.url)) },
})
