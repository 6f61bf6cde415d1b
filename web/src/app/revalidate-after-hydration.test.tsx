import { render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRevalidateAfterHydration } from './revalidate-after-hydration'

let loads = 0
/** The idle callbacks the page asked for, run when the test says the browser is idle. */
let idleTasks: (() => void)[] = []

function Page() {
  useRevalidateAfterHydration()
  return null
}

async function openPage() {
  const router = createMemoryRouter([
    { path: '/', Component: Page, loader: () => ++loads, hydrateFallbackElement: null },
  ])
  render(<RouterProvider router={router} />)
  await waitFor(() => expect(loads).toBeGreaterThan(0))
}

beforeEach(() => {
  loads = 0
  idleTasks = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
})

afterEach(() => {
  document.cookie = 'rehoboth_preview=; Max-Age=0; Path=/'
  vi.unstubAllGlobals()
})

describe('asking Sanity again after the page hydrates', () => {
  it('waits for the browser to be idle on a visitor’s page', async () => {
    await openPage()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loads).toBe(1)
    for (const task of idleTasks) task()
    await waitFor(() => expect(loads).toBe(2))
  })

  it('asks at once in an editor’s preview, idle or not', async () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    await openPage()
    await waitFor(() => expect(loads).toBe(2))
    expect(idleTasks).toHaveLength(0)
  })
})
