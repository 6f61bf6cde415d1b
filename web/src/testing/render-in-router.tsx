import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { renderWithTheme } from './render-with-theme'

/** Renders a piece of the site inside a router, so its links and router hooks work. */
export function renderInRouter(ui: ReactElement, routes: RouteObject[] = []) {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }])
  const result = renderWithTheme(<RouterProvider router={router} />)
  return { router, ...result }
}
