import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import type { DefaultTheme } from 'styled-components'
import { renderWithTheme } from './render-with-theme'

type RenderInRouterOptions = {
  /** Other pages the rendered piece can navigate to; everything else shows the piece itself. */
  routes?: RouteObject[]
  theme?: DefaultTheme
}

/** Renders a piece of the site inside a router, so its links and router hooks work. */
export function renderInRouter(
  ui: ReactElement,
  { routes = [], theme }: RenderInRouterOptions = {},
) {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }])
  const result = renderWithTheme(<RouterProvider router={router} />, { theme })
  return { router, ...result }
}
