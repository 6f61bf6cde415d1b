/** A Chromium trace event, only the fields read here. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  /** Wall time, in microseconds. */
  dur?: number
  /** The thread's CPU time, in microseconds. */
  tdur?: number
  args?: { data?: { documentLoaderURL?: string } }
}

/**
 * The share of its long tasks' wall time during which the page's main thread ran: their CPU time
 * over their wall time. Long means long enough to count as blocking once Lighthouse slows it down
 * (over 50 ms / `cpuSlowdown`). Close to 1 on a quiet machine. Lighthouse simulates from wall time,
 * so when the machine keeps the thread waiting (other processes on few cores, slow answers from
 * the browser process) the wait counts as page work in TBT and the performance score, four times
 * over. Undefined when the page has no such task.
 */
export function longTaskCpuShare(events: TraceEvent[], cpuSlowdown: number): number | undefined {
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.documentLoaderURL?.startsWith('http') === true,
  )
  if (!navigation) return undefined
  const minimumMicroseconds = (50 / cpuSlowdown) * 1000
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.tdur !== undefined &&
      (event.dur ?? 0) > minimumMicroseconds,
  )
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0)
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)
  return wall > 0 ? Math.min(1, cpu / wall) : undefined
}
