import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { queriesWaitFor } from '../lib/sanity/client'
import { isOffline } from '../lib/sanity/env'

// How long queries wait for the offline API's service worker. The page is prerendered, so if the
// worker is slow or fails, queries go ahead and the page keeps its built content.
const workerStartLimitMs = 5_000

// Offline, Sanity is answered by a service worker. The page hydrates at once and the worker starts
// beside it; the page's first query (the revalidation right after hydration) waits for it.
async function startOfflineSanity(): Promise<void> {
  const { startOfflineSanity: startWorker } = await import('../mocks/browser')
  await Promise.race([
    startWorker(),
    new Promise((resolve) => setTimeout(resolve, workerStartLimitMs)),
  ])
}

if (isOffline) {
  queriesWaitFor(
    startOfflineSanity().catch((error: unknown) =>
      console.warn('The offline Sanity API could not start:', error),
    ),
  )
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
