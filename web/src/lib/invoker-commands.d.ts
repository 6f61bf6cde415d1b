import 'react'

// Invoker commands (HTML's `command` / `commandfor`, in Chromium, Firefox and Safari since 2025):
// React passes them through as attributes, its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations share <T>
  interface ButtonHTMLAttributes<T> {
    command?:
      'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}
