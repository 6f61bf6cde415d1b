import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

// A holder that died (a killed dev server) must not block every writer after it.
const STALE_AFTER_MS = 10_000
const RETRY_MS = 5

function tryAcquire(path: string): boolean {
  try {
    const descriptor = openSync(path, 'wx')
    writeSync(descriptor, String(process.pid))
    closeSync(descriptor)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true })
    } catch {
      // Released meanwhile: the next attempt takes it.
    }
    return false
  }
}

/**
 * Runs `task` holding an exclusive lock file, so that writers in other processes (the standalone
 * Content Lake, a dev server's contact API, the importer's msw) never interleave their
 * read-modify-write of the same dataset.
 */
export async function withFileLock<T>(path: string, task: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(path), { recursive: true })
  while (!tryAcquire(path)) await delay(RETRY_MS)
  try {
    return await task()
  } finally {
    rmSync(path, { force: true })
  }
}
