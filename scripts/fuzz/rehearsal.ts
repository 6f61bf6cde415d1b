import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import {
  REHEARSAL_API,
  rehearsalEnv,
  rehearsalSanity,
  rehearsalSecrets,
  rehearsalSiteverify,
  type RehearsalSecrets,
} from '../../web/server/testing/rehearsal-project.ts'
import type { StoredDocument } from './stored-documents.ts'

export type Rehearsal = {
  secrets: RehearsalSecrets
  /** Every document of the dataset, drafts included, read with an editor's token. */
  storedDocuments: (query: string) => Promise<StoredDocument[]>
  stop: () => void
}

/**
 * `npm run fuzz -- --rehearsal`: the deployment's variables with a Sanity project and fresh secrets
 * in this process (set before the Netlify functions are loaded), and Sanity's API for that project
 * as the lake that enforces the project's tokens, with Google's siteverify, answered by msw.
 */
export function startRehearsal(apiVersion: string): Rehearsal {
  const secrets = rehearsalSecrets()
  Object.assign(process.env, rehearsalEnv(secrets))
  const storeDir = mkdtempSync(join(tmpdir(), 'rehoboth-fuzz-rehearsal-'))
  const server = setupServer(...rehearsalSanity(secrets, storeDir), rehearsalSiteverify(secrets))
  server.listen({ onUnhandledFrame: 'error' })
  return {
    secrets,
    async storedDocuments(query) {
      const response = await fetch(
        `${REHEARSAL_API}/v${apiVersion}/data/query/production?query=${encodeURIComponent(query)}&perspective=raw`,
        { headers: { Authorization: `Bearer ${secrets.editorToken}` } },
      )
      return ((await response.json()) as { result: StoredDocument[] }).result
    },
    stop() {
      server.close()
      rmSync(storeDir, { recursive: true, force: true })
    },
  }
}
