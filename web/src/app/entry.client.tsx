import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { isOffline } from '../lib/sanity/env'

// How long hydration waits for the offline API's service worker. The page is prerendered, so if
// the worker is slow or fails, it hydrates anyway and keeps its built content until Sanity answers.
const workerStartLimitMs = 5_000

// Offline, Sanity is answered by a service worker; it should be running before the page's first
// query, which is the revalidation right after hydration.
async function startOfflineSanity() {
  if (!isOffline) return
  const { startOfflineSanity: startWorker } = await import('../mocks/browser')
  await Promise.race([
    startWorker(),
    new Promise((resolve) => setTimeout(resolve, workerStartLimitMs)),
  ])
}

void startOfflineSanity()
  .catch((error: unknown) => console.warn('The offline Sanity API could not start:', error))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    })
  })
