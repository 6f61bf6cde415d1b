/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), or on the next turn where
 * idle callbacks are missing (Safari). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}
