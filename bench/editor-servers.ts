import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sanityProject } from '@rehoboth/shared/project'
import { localSiteUrl, localStudioUrl } from '@rehoboth/shared/local-addresses'

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')

export type EditorServers = {
  studioUrl: string
  /** The site's home page, with its base path. */
  siteUrl: string
  storeDir: string
  /** Where the servers' output goes (the bench's own terminal stays readable). */
  logFile: string
  stop: () => Promise<void>
}

/** The ports of one bench run, from `basePort` up: the lake, the site, the Studio, the inbox. */
export function editorBenchPorts(basePort: number): Record<string, string> {
  return {
    CONTENT_LAKE_PORT: String(basePort),
    SITE_PORT: String(basePort + 1),
    STUDIO_PORT: String(basePort + 2),
    INBOX_SMTP_PORT: String(basePort + 3),
    INBOX_WEB_PORT: String(basePort + 4),
  }
}

/** How long `npm start` may take to say it is ready on a cold, busy machine. */
const READY_TIMEOUT_MS = 240_000

/**
 * What editors run: `npm start` itself — the local Content Lake, the site's dev server,
 * `sanity dev` and the local inbox — on ports from `basePort` and a fresh store (the seed, no
 * edits), never the developer's `.offline-data/` or a running `npm start`.
 */
export async function startEditorServers(basePort: number): Promise<EditorServers> {
  const storeDir = await mkdtemp(path.join(tmpdir(), 'rehoboth-bench-editor-store-'))
  const logFile = path.join(storeDir, 'servers.log')
  const log = createWriteStream(logFile)
  const env: Record<string, string | undefined> = {
    ...process.env,
    SANITY_STUDIO_PROJECT_ID: undefined,
    SANITY_PROJECT_ID: undefined,
    VITE_SANITY_PROJECT_ID: undefined,
    SMTP_URL: undefined,
    STUDIO_URL: undefined,
    SITE_URL: undefined,
    SANITY_STUDIO_SITE_URL: undefined,
    OFFLINE_SANITY_DATA_DIR: storeDir,
    // The site's dependency cache of its own: a developer's dev server may be using theirs.
    REHOBOTH_DEV_CACHE_DIR: path.join(tmpdir(), 'rehoboth-bench-editor-vite-cache'),
    ...editorBenchPorts(basePort),
  }
  if (!sanityProject(env).isOffline) {
    throw new Error('The editor bench runs offline: unset the Sanity project id.')
  }
  // Its own process group: `npm start` starts servers of its own, and all of them go at the end.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      log.write(`[npm start] exited (${signal ?? code})\n`)
      resolve()
    }),
  )
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start was not ready within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk)
      if (/^Ready in /m.test(chunk.toString())) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk))
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error('npm start exited before it was ready'))
    })
  })
  const stop = async () => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    log.end()
  }
  try {
    await ready
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message} (servers' output: ${logFile})`)
  }
  const ports = editorBenchPorts(basePort)
  return {
    studioUrl: `${localStudioUrl(Number(ports.STUDIO_PORT))}/`,
    siteUrl: localSiteUrl(Number(ports.SITE_PORT)),
    storeDir,
    logFile,
    stop,
  }
}
