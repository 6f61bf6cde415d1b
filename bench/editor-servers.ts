import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { planServices, type Service } from '../scripts/dev/plan.ts'
import { waitUntilAnswering } from '../scripts/dev/run-services.ts'

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

/**
 * What editors run: `npm start`'s own plan (scripts/dev/plan.ts) — the local Content Lake, the
 * site's dev server, `sanity dev` and the local inbox — on ports from `basePort` and a fresh store
 * (the seed, no edits), never the developer's `.offline-data/` or a running `npm start`.
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
  const plan = planServices('all', env, ROOT)
  if (!plan.offline) throw new Error('The editor bench runs offline: unset the Sanity project id.')
  const children: { child: ChildProcess; exited: Promise<void> }[] = []
  const start = async (service: Service) => {
    const child = spawn(service.command, service.args, {
      cwd: service.cwd,
      env: { ...env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        log.write(`[${service.name}] exited (${signal ?? code})\n`)
        resolve()
      }),
    )
    children.push({ child, exited })
    child.stdout?.on('data', (chunk: Buffer) => log.write(`[${service.name}] ${chunk}`))
    child.stderr?.on('data', (chunk: Buffer) => log.write(`[${service.name}] ${chunk}`))
    await waitUntilAnswering(service.readyUrl, exited)
  }
  const stop = async () => {
    for (const { child } of children) {
      if (child.pid === undefined) continue
      try {
        // The CLIs start servers of their own: the whole process group goes.
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    await Promise.race([
      Promise.all(children.map(({ exited }) => exited)),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ])
    log.end()
  }
  try {
    const lake = plan.services.filter(({ name }) => name === 'lake')
    await Promise.all(lake.map(start))
    await Promise.all(plan.services.filter((service) => !lake.includes(service)).map(start))
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message} (servers' output: ${logFile})`)
  }
  const site = plan.services.find(({ name }) => name === 'site')
  const studio = plan.services.find(({ name }) => name === 'studio')
  return { studioUrl: studio!.url, siteUrl: site!.url, storeDir, logFile, stop }
}
