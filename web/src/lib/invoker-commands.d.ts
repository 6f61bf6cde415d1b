import 'react'

// Invoker commands (HTML's `command` / `commandfor`, in Chromium, Firefox and Safari since 2025):
// React passes them through as attributes, its types do not list them yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}
