import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { afterFirstScreen } from './after-first-screen'
import { prerenderedPageAddress } from './page-address'

// The router must see the address the page was built for: at `…/index.html` it would render
// another page over the served one (React's recovery from that mismatch never ends), and at
// `/rehoboth` nothing at all.
const address = prerenderedPageAddress(window.location, import.meta.env.BASE_URL)
if (address) window.history.replaceState(window.history.state, '', address)

afterFirstScreen(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
