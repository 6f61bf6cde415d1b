import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

// Tests never read or write the developer's .offline-data/: each test file gets an empty store
// (the seed with no edits), whatever OFFLINE_SANITY_DATA_DIR the shell has.
const storeDir = mkdtempSync(join(tmpdir(), 'rehoboth-test-store-'))
process.env.OFFLINE_SANITY_DATA_DIR = storeDir

afterAll(() => rmSync(storeDir, { recursive: true, force: true }))
