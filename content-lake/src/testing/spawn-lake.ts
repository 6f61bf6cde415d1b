import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LakeServerOptions } from '../server.ts'

export interface LakeProcess {
  port: number
  /** The process id, to read its memory from /proc. */
  pid: number
  stop: () => Promise<void>
}

/** Starts a Content Lake in another Node process (Node runs this package's TypeScript as is). */
export function spawnLake(options: LakeServerOptions): Promise<LakeProcess> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./lake-process.ts', import.meta.url))],
    {
      env: { ...process.env, LAKE_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Content Lake process exited with ${code}`)))
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const match = /port (\d+)/.exec(output)
      if (match) {
        resolve({
          port: Number(match[1]),
          pid: child.pid ?? 0,
          stop: () => {
            child.kill('SIGTERM')
            return exited
          },
        })
      }
    })
  })
}
