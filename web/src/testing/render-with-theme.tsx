import '@testing-library/jest-dom/vitest'
import { cleanup, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ThemeProvider, type DefaultTheme } from 'styled-components'
import { afterEach } from 'vitest'
import { theme as siteTheme } from '../styles/theme'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/**
 * jsdom's window is 1024 px wide and cannot be resized. This theme makes the small-screen media
 * query match everywhere, so components lay themselves out as on a phone.
 */
export const phoneTheme: DefaultTheme = {
  ...siteTheme,
  media: { ...siteTheme.media, menu: 'all', aboveMenu: 'not all' },
}

type ThemedRenderOptions = Omit<RenderOptions, 'wrapper'> & { theme?: DefaultTheme }

export function renderWithTheme(
  ui: ReactElement,
  { theme = siteTheme, ...options }: ThemedRenderOptions = {},
) {
  function WithTheme({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>
  }
  return render(ui, { wrapper: WithTheme, ...options })
}
