import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Service } from './plan.ts'

const READY_TIMEOUT_MS = 90_000

/** Whether something already answers at `url` within `timeoutMs` (any HTTP status counts). */
export async function answers(url: string, timeoutMs = 1_000): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}

export async function waitUntilAnswering(url: string, exited: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let gone = false
  void exited.then(() => (gone = true))
  while (!gone && Date.now() < deadline) {
    // A server not listening yet refuses at once; one that listens gets all the time left to
    // answer, so a slow first page (compiling, its queries) is asked once, not every second.
    if (await answers(url, Math.max(1, deadline - Date.now()))) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    gone ? `exited before answering at ${url}` : `did not answer at ${url} within 90 s`,
  )
}

/** A service's output line by line, named, without the lines it marks as quiet. */
export function prefixOutput(
  child: Pick<ChildProcess, 'stdout' | 'stderr'>,
  { name, quietLines = [] }: Pick<Service, 'name' | 'quietLines'>,
): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue
    createInterface({ input: stream }).on('line', (line) => {
      if (!quietLines.some((quiet) => quiet.test(line))) console.log(`[${name}] ${line}`)
    })
  }
}

export interface Running {
  /** Every service answered. */
  ready: boolean
  /** Resolves when every service has stopped. */
  stopped: Promise<void>
  stop: () => void
}

/**
 * Starts the services, each group once the previous group answers (the lake first, then the site
 * and the Studio side by side), prefixing their output with their name. Stopping (or any service
 * exiting on its own) stops them all, whole process groups, since the CLIs start servers of their own.
 */
export async function runServices(groups: Service[][]): Promise<Running> {
  const children: ChildProcess[] = []
  const exits: Promise<void>[] = []
  let stopping = false
  let ready = true

  const stop = () => {
    if (stopping) return
    stopping = true
    for (const child of children) {
      if (child.exitCode !== null || child.pid === undefined) continue
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        child.kill('SIGTERM')
      }
    }
  }

  const start = async (service: Service) => {
    const child = spawn(service.command, service.args, {
      cwd: service.cwd,
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    children.push(child)
    prefixOutput(child, service)
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    exits.push(exited)
    void exited.then(() => {
      if (!stopping) {
        console.error(
          `${service.title} stopped (exit code ${child.exitCode}); stopping the others.`,
        )
        stop()
      }
    })
    try {
      await waitUntilAnswering(service.readyUrl, exited)
    } catch (error) {
      console.error(`${service.title}: ${(error as Error).message}`)
      ready = false
      stop()
    }
  }

  for (const group of groups) {
    if (stopping) break
    await Promise.all(group.map(start))
  }
  return { ready: ready && !stopping, stopped: Promise.all(exits).then(() => undefined), stop }
}
