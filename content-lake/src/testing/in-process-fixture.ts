import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createFixtureProject } from './fixture-project.ts'
import type { FixtureProject } from './fixture-project.ts'

/** The fixture project of `fixtureProjectInProcess`, and its API restarted over the same store. */
export type InProcessFixture = (() => FixtureProject) & {
  /** Answers from here on with new handlers over the project's store, as a restarted API would. */
  restartApi: () => void
}

/**
 * The fixture project, answered in-process by msw, for the tests of one file: made before them and
 * removed after; a restarted API lasts until the end of its test. The returned function gives the
 * project inside the tests.
 */
export function fixtureProjectInProcess(): InProcessFixture {
  let project: FixtureProject | undefined
  let server: ReturnType<typeof setupServer> | undefined
  beforeAll(async () => {
    project = await createFixtureProject()
    server = setupServer(...project.createHandlers())
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterEach(() => server?.resetHandlers())
  afterAll(() => {
    server?.close()
    project?.remove()
  })
  const current = () => {
    if (!project) throw new Error('The fixture project exists only inside the tests')
    return project
  }
  return Object.assign(current, {
    restartApi: () => server?.use(...current().createHandlers()),
  })
}
