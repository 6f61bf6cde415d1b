import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type PanelOnOpen<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts importing the panel's code: call it when the visitor points at or focuses its opener. */
  prefetch: () => void
}

/**
 * A panel that is closed on first paint (a menu, a chat, a player): its code is not in the page's
 * initial script but imported when it first opens, or a moment earlier on `prefetch`. Render it,
 * once opened, inside a <Suspense> boundary that is always there, and open it in a transition:
 * React then keeps the page as it is until the code has arrived, without a fallback in between.
 */
export function loadOnOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PanelOnOpen<Props> {
  let code: Promise<ComponentType<Props>> | undefined
  const start = () => (code ??= load())
  const Panel = lazy(async () => ({ default: await start() }))
  // A prefetch that fails is not reported here: opening the panel rejects, and React reports it.
  const prefetch = () => void start().catch(() => {})
  return Object.assign(Panel, { prefetch })
}
