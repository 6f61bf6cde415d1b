import { spawnSync } from 'node:child_process'

/**
 * The commands that run one of the project's servers or test runs: a dev or preview server, the
 * Studio, the local Content Lake, `npm start`, an earlier bench's preview, a Playwright run. Left
 * running, any of them takes CPU from the pages the bench measures.
 */
const projectServerCommand = [
  /\breact-router dev\b/,
  /\.bin\/vite(?: (?:dev|preview|serve)\b| --|\s*$)/,
  /\bvite preview\b/,
  /\bsanity (?:dev|start|preview)\b/,
  /\bseed\/scripts\/lake\.ts\b/,
  /\bscripts\/start\.ts\b/,
  /\bbench\/preview-server\.ts\b/,
  /\bplaywright test\b/,
]

export type RunningProcess = { pid: number; command: string }

/** The processes of `ps -eo pid=,args=` output that run a project server, except `ownPids`. */
export function projectServers(psOutput: string, ownPids: number[] = []): RunningProcess[] {
  return psOutput.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line)
    if (!match) return []
    const pid = Number(match[1])
    const command = match[2] ?? ''
    if (ownPids.includes(pid)) return []
    return projectServerCommand.some((pattern) => pattern.test(command)) ? [{ pid, command }] : []
  })
}

/**
 * Says, before measuring, whether a server of the project is still running (on this machine, from
 * any checkout); returns those found.
 */
export function reportProjectServers(): RunningProcess[] {
  const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
  if (ps.status !== 0) {
    console.warn('Could not list processes (ps): a project server left running would go unseen.')
    return []
  }
  const servers = projectServers(ps.stdout, [process.pid, process.ppid])
  if (servers.length === 0) {
    console.log('No server of the project is running: measuring on a machine left to the bench.')
  } else {
    console.warn(
      `WARNING: ${servers.length} process(es) of the project still running; they take CPU from ` +
        'the pages measured (stop them, or read the run as busy):\n' +
        servers.map(({ pid, command }) => `  ${pid} ${command}`).join('\n'),
    )
  }
  return servers
}
