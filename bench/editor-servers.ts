import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sanityProject } from '@rehoboth/shared/project'
import { localSiteUrl, localStudioUrl } from '@rehoboth/shared/local-addresses'

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')

/**
 * The two setups the bench measures: `deployed`, the built Studio and the built site as editors
 * meet them after a deploy (what marketing staff feel every day), and `npm-start`, the development
 * servers someone trying the project meets.
 */
export type EditorSetup = 'deployed' | 'npm-start'

export type EditorServers = {
  setup: EditorSetup
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

/** The environment of one run: offline, its own store and ports, nothing of the developer's. */
function benchEnv(storeDir: string, basePort: number): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    SANITY_STUDIO_PROJECT_ID: undefined,
    SANITY_PROJECT_ID: undefined,
    VITE_SANITY_PROJECT_ID: undefined,
    SMTP_URL: undefined,
    STUDIO_URL: undefined,
    SITE_URL: undefined,
    SANITY_STUDIO_SITE_URL: undefined,
    VITE_SANITY_STUDIO_URL: undefined,
    SANITY_STUDIO_CONTENT_LAKE_URL: undefined,
    OFFLINE_SANITY_DATA_DIR: storeDir,
    DO_NOT_TRACK: '1',
    // The site's dependency cache of its own: a developer's dev server may be using theirs.
    REHOBOTH_DEV_CACHE_DIR: path.join(tmpdir(), 'rehoboth-bench-editor-vite-cache'),
    ...editorBenchPorts(basePort),
  }
  if (!sanityProject(env).isOffline) {
    throw new Error('The editor bench runs offline: unset the Sanity project id.')
  }
  return env
}

/** The addresses of one run's ports. */
function addresses(basePort: number) {
  const ports = editorBenchPorts(basePort)
  return {
    lakeUrl: `http://localhost:${ports.CONTENT_LAKE_PORT}`,
    studioUrl: `${localStudioUrl(Number(ports.STUDIO_PORT))}/`,
    siteUrl: localSiteUrl(Number(ports.SITE_PORT)),
    siteOrigin: `http://localhost:${ports.SITE_PORT}`,
    smtpUrl: `smtp://127.0.0.1:${ports.INBOX_SMTP_PORT}`,
  }
}

/** A process in a group of its own (servers start servers of their own), its output in `log`. */
function startGroup(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string | undefined> },
  log: WriteStream,
) {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const write = (chunk: Buffer) => log.write(`[${name}] ${chunk.toString()}`)
  child.stdout?.on('data', write)
  child.stderr?.on('data', write)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      log.write(`[${name}] exited (${signal ?? code})\n`)
      resolve(code)
    }),
  )
  const stop = async () => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  return { child, exited, stop }
}

/** Resolves once `url` answers, rejects when `exited` settles first or the time runs out. */
async function answering(name: string, url: string, exited: Promise<unknown>) {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${name} exited before it answered`)
    const answered = await fetch(url).then(
      (answer) => answer.status < 500,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not answer within ${READY_TIMEOUT_MS / 1000} s`)
}

/**
 * What editors meet after a deploy: the Studio as `sanity build` makes it and the site as
 * `npm run build` makes it, each served as built (`sanity preview`, `vite preview`), beside the
 * local Content Lake and the inbox, on ports from `basePort` and a fresh store. Both are built
 * first, side by side, with the addresses of this run (the site's build goes where
 * `npm run build` puts it, as the page bench's does).
 */
export async function startDeployedEditorServers(basePort: number): Promise<EditorServers> {
  const storeDir = await mkdtemp(path.join(tmpdir(), 'rehoboth-bench-editor-store-'))
  const studioBuild = path.join(storeDir, 'studio-build')
  const logFile = path.join(storeDir, 'servers.log')
  const log = createWriteStream(logFile)
  const env = benchEnv(storeDir, basePort)
  const at = addresses(basePort)
  const ports = editorBenchPorts(basePort)
  const node = path.join(ROOT, 'node_modules/.bin/node')
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)

  const builds = startGroup(
    'builds',
    'bash',
    [path.join(ROOT, 'test/e2e-builds.sh'), studioBuild],
    {
      env: {
        ...env,
        SANITY_STUDIO_CONTENT_LAKE_URL: at.lakeUrl,
        SANITY_STUDIO_SITE_URL: at.siteUrl,
        VITE_SANITY_STUDIO_URL: at.studioUrl,
      },
    },
    log,
  )
  if ((await builds.exited) !== 0) {
    log.end()
    throw new Error(`The builds failed (their output: ${logFile})`)
  }

  const servers = [
    {
      name: 'lake',
      ready: `http://127.0.0.1:${ports.CONTENT_LAKE_PORT}/v1/ping`,
      ...startGroup('lake', node, [bin('tsx'), 'seed/scripts/lake.ts'], { env }, log),
    },
    {
      name: 'inbox',
      ready: `http://127.0.0.1:${ports.INBOX_WEB_PORT}/`,
      ...startGroup(
        'inbox',
        node,
        [bin('tsx'), 'scripts/inbox.ts'],
        { env: { ...env, INBOX_MAIL_DIRECTORY: path.join(storeDir, 'inbox') } },
        log,
      ),
    },
    {
      name: 'site',
      ready: at.siteUrl,
      ...startGroup(
        'site',
        node,
        [bin('vite'), 'preview', '--port', ports.SITE_PORT!, '--strictPort'],
        {
          env: {
            ...env,
            VITE_SANITY_STUDIO_URL: at.studioUrl,
            SMTP_URL: at.smtpUrl,
            STUDIO_URL: at.studioUrl,
            SITE_URL: at.siteOrigin,
          },
        },
        log,
      ),
    },
    {
      name: 'studio',
      ready: at.studioUrl,
      ...startGroup(
        'studio',
        node,
        [bin('sanity'), 'preview', studioBuild, '--port', ports.STUDIO_PORT!],
        { cwd: path.join(ROOT, 'studio'), env },
        log,
      ),
    },
  ]
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    log.end()
  }
  try {
    await Promise.all(servers.map((server) => answering(server.name, server.ready, server.exited)))
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message} (servers' output: ${logFile})`)
  }
  return {
    setup: 'deployed',
    studioUrl: at.studioUrl,
    siteUrl: at.siteUrl,
    storeDir,
    logFile,
    stop,
  }
}

/**
 * What someone trying the project runs: `npm start` itself — the local Content Lake, the site's
 * dev server, `sanity dev` and the local inbox — on ports from `basePort` and a fresh store (the
 * seed, no edits), never the developer's `.offline-data/` or a running `npm start`.
 */
export async function startEditorServers(basePort: number): Promise<EditorServers> {
  const storeDir = await mkdtemp(path.join(tmpdir(), 'rehoboth-bench-editor-store-'))
  const logFile = path.join(storeDir, 'servers.log')
  const log = createWriteStream(logFile)
  const env = benchEnv(storeDir, basePort)
  const npmStart = startGroup('npm start', 'npm', ['start'], { env }, log)
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start was not ready within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    )
    npmStart.child.stdout?.on('data', (chunk: Buffer) => {
      if (/^Ready in /m.test(chunk.toString())) {
        clearTimeout(timer)
        resolve()
      }
    })
    void npmStart.exited.then(() => {
      clearTimeout(timer)
      reject(new Error('npm start exited before it was ready'))
    })
  })
  const stop = async () => {
    await npmStart.stop()
    log.end()
  }
  try {
    await ready
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message} (servers' output: ${logFile})`)
  }
  const at = addresses(basePort)
  return {
    setup: 'npm-start',
    studioUrl: at.studioUrl,
    siteUrl: at.siteUrl,
    storeDir,
    logFile,
    stop,
  }
}
