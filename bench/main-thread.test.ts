import { describe, expect, it } from 'vitest'
import { longTaskCpuShare, type TraceEvent } from './main-thread.ts'

const PAGE = { pid: 7, tid: 1 }

const navigation = (pid: number, tid: number, url: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  pid,
  tid,
  ts: 0,
  args: { data: { documentLoaderURL: url } },
})

const task = (wallMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})

describe('longTaskCpuShare', () => {
  it("is the CPU time over the wall time of the page's long main-thread tasks", () => {
    const events = [
      navigation(3, 1, 'about:blank'),
      navigation(PAGE.pid, PAGE.tid, 'http://127.0.0.1:4180/rehoboth/'),
      task(100, 20),
      task(60, 40),
      // Too short to block once slowed down 4x (12.5 ms or less): left out.
      task(12, 1),
      // Another thread, and the blank page's renderer: left out.
      task(100, 100, { pid: PAGE.pid, tid: 2 }),
      task(100, 100, { pid: 3, tid: 1 }),
    ]
    expect(longTaskCpuShare(events, 4)).toBeCloseTo(60 / 160)
  })

  it('is undefined without a page navigation or without a long task', () => {
    expect(longTaskCpuShare([task(100, 50)], 4)).toBeUndefined()
    expect(
      longTaskCpuShare([navigation(PAGE.pid, PAGE.tid, 'http://x/'), task(10, 10)], 4),
    ).toBeUndefined()
  })
})
