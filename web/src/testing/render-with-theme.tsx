import '@testing-library/jest-dom/vitest'
import { cleanup, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { afterEach } from 'vitest'
import { theme } from '../styles/theme'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

function WithTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithTheme, ...options })
}
