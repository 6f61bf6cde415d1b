import { describe, expect, it } from 'vitest'
import { projectServers } from './project-servers.ts'

describe('projectServers', () => {
  const ps = [
    '    1 /sbin/init',
    '19211 node_modules/.bin/node node_modules/.bin/react-router dev --port 4701 --strictPort',
    '19300 node /work/a/node_modules/.bin/vite preview --port 4173',
    '19301 node node_modules/.bin/vite build',
    '19302 node ../node_modules/.bin/sanity dev --port 3333',
    '19303 node node_modules/.bin/tsx seed/scripts/lake.ts',
    '19304 node node_modules/.bin/tsx scripts/start.ts',
    '19305 node --import tsx /work/a/bench/preview-server.ts /tmp/site 4180',
    '19306 node node_modules/.bin/playwright test web/e2e/home.spec.ts',
    '19307 node node_modules/.bin/vitest run web/server/',
    '19308 node node_modules/.bin/tsx bench/run.ts',
    '19309 node node_modules/.bin/vite',
  ].join('\n')

  it("finds every kind of the project's servers, and not its builds, unit tests or the bench", () => {
    expect(projectServers(ps).map((process) => process.pid)).toEqual([
      19211, 19300, 19302, 19303, 19304, 19305, 19306, 19309,
    ])
  })

  it('leaves out the processes it is told are its own', () => {
    expect(projectServers(ps, [19305, 19306]).map((process) => process.pid)).not.toContain(19305)
    expect(projectServers('19305 node --import tsx bench/preview-server.ts', [19305])).toEqual([])
  })

  it('keeps the command line to show it', () => {
    expect(projectServers(ps)[0]).toEqual({
      pid: 19211,
      command: 'node_modules/.bin/node node_modules/.bin/react-router dev --port 4701 --strictPort',
    })
  })
})
