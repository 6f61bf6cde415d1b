import { act, type ReactElement, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ThemeProvider, type DefaultTheme } from 'styled-components'
import { afterEach } from 'vitest'
import { theme as siteTheme } from '../styles/theme'

/** Tells React that act() is in use for the call, as Testing Library does around its own. */
async function inAct(work: () => void) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await act(async () => work())
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous
  }
}

let mounted: { root: Root; container: HTMLElement } | undefined

afterEach(async () => {
  const root = mounted?.root
  await inAct(() => root?.unmount())
  mounted?.container.remove()
  mounted = undefined
})

type Options = {
  theme?: DefaultTheme
  /** What the visitor does to the prerendered HTML before the app takes it over. */
  beforeApp?: (container: HTMLElement) => void
}

/**
 * Renders `ui` to HTML as the build does, lets the visitor act on that HTML (`beforeApp`), then
 * hydrates it as the browser does once the app's code has arrived. A hydration mismatch logs a
 * console error in development, which fails the test.
 */
export async function hydratePrerendered(
  ui: ReactElement,
  { theme = siteTheme, beforeApp }: Options = {},
): Promise<HTMLElement> {
  function WithTheme({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>
  }
  const container = document.createElement('div')
  container.innerHTML = renderToString(<WithTheme>{ui}</WithTheme>)
  document.body.append(container)
  beforeApp?.(container)
  let root: Root | undefined
  await inAct(() => {
    root = hydrateRoot(container, <WithTheme>{ui}</WithTheme>)
  })
  if (root) mounted = { root, container }
  return container
}
