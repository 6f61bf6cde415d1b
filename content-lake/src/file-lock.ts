import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

// A holder that died (a killed dev server) must not block every writer after it: a lock whose
// process is gone is taken over at once; one that names no process (a crash between creating
// and writing it) after a moment; any lock after this long.
const STALE_AFTER_MS = 10_000
const UNNAMED_STALE_AFTER_MS = 1_000
const RETRY_MS = 5

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function isStale(path: string): boolean {
  const age = Date.now() - statSync(path).mtimeMs
  const holder = Number.parseInt(readFileSync(path, 'utf8'), 10)
  if (!Number.isInteger(holder) || holder <= 0) return age > UNNAMED_STALE_AFTER_MS
  return !isRunning(holder) || age > STALE_AFTER_MS
}

function tryAcquire(path: string): boolean {
  try {
    const descriptor = openSync(path, 'wx')
    writeSync(descriptor, String(process.pid))
    closeSync(descriptor)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    try {
      if (isStale(path)) rmSync(path, { force: true })
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
