import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { createFixtureProject } from './fixture-project.ts'
import type { FixtureProject } from './fixture-project.ts'

/**
 * The fixture project, answered in-process by msw, for the tests of one file: made before them and
 * removed after. The returned function gives the project inside the tests.
 */
export function fixtureProjectInProcess(): () => FixtureProject {
  let project: FixtureProject | undefined
  let server: ReturnType<typeof setupServer> | undefined
  beforeAll(async () => {
    project = await createFixtureProject()
    server = setupServer(...project.createHandlers())
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterAll(() => {
    server?.close()
    project?.remove()
  })
  return () => {
    if (!project) throw new Error('The fixture project exists only inside the tests')
    return project
  }
}
