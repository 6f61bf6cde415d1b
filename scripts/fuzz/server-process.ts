import { spawn, type ChildProcess } from 'node:child_process'

export type ServerProcess = {
  port: () => number
  /** Times the process ended on its own (a crash) while the run was going. */
  crashes: () => number
  /** Kills a server that stopped answering and starts it again. */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * A server in a child process (`node --import tsx <script>`), started again whenever it dies:
 * `readyPattern` finds its port in what it prints once it listens.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyPattern: RegExp,
): Promise<ServerProcess> {
  let child: ChildProcess | undefined
  let port = 0
  let crashes = 0
  let stopping = false

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = started
      let output = ''
      let ready = false
      const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000)
      started.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk
        const match = readyPattern.exec(output)
        if (!ready && match?.[1]) {
          ready = true
          port = Number(match[1])
          clearTimeout(timer)
          resolve()
        }
      })
      // The servers log what they refuse; the summary counts it, the log is not needed.
      started.stderr?.resume()
      started.once('exit', () => {
        clearTimeout(timer)
        if (!ready) reject(new Error(`${script} exited before it listened:\n${output}`))
        else if (!stopping && child === started) {
          crashes += 1
          void start()
        }
      })
    })

  const kill = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    port: () => port,
    crashes: () => crashes,
    restart: async () => {
      const old = child
      child = undefined
      if (old && old.exitCode === null) {
        const exited = new Promise((resolve) => old.once('exit', resolve))
        old.kill('SIGKILL')
        await exited
      }
      await start()
    },
    stop: async () => {
      stopping = true
      await kill()
    },
  }
}
