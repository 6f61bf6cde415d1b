import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { isOffline } from '../lib/sanity/env'

// Offline, Sanity is answered by a service worker; it must be running before the page's first
// query, which is the revalidation right after hydration.
async function startOfflineSanity() {
  if (!isOffline) return
  const { startOfflineSanity: startWorker } = await import('../mocks/browser')
  await startWorker()
}

void startOfflineSanity().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
