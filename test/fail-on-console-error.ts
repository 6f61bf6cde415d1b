import { afterEach, beforeEach, vi } from 'vitest'

// A test that logs an error has a bug somewhere, even when its assertions pass.
let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (errors.length > 0) {
    const message = errors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${message}`)
  }
})
