/**
 * `npm run content:reset`: back to the seed content. Deletes what was saved through the local
 * Content Lake (Studio edits, contact requests, uploads) in .offline-data/ or
 * OFFLINE_SANITY_DATA_DIR, after asking; `-- --yes` does not ask. Stop `npm start` first.
 */
import { existsSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline/promises'
import { fileURLToPath } from 'node:url'
import { offlineStoreDir } from '@rehoboth/shared/offline-store'

const root = fileURLToPath(new URL('..', import.meta.url))
const storeDir = offlineStoreDir(root, process.env)

if (!existsSync(storeDir)) {
  console.log(`Nothing to reset: ${storeDir} does not exist, the content is the seed.`)
  process.exit(0)
}

if (!process.argv.includes('--yes')) {
  if (!process.stdin.isTTY) {
    console.error(
      'Refusing to delete edits without confirmation: run it in a terminal or pass -- --yes.',
    )
    process.exit(1)
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(
    `Delete every edit saved in ${storeDir} (Studio changes, contact requests, uploaded images) and go back to the seed? [y/N] `,
  )
  prompt.close()
  if (!/^(y|yes|s|si|sí)$/i.test(answer.trim())) {
    console.log('Nothing deleted.')
    process.exit(0)
  }
}

rmSync(storeDir, { recursive: true, force: true })
console.log(`Deleted ${storeDir}. The local Content Lake serves the seed again at its next start.`)
