import { useRouteError } from 'react-router'
import { isNotFound } from '../lib/page-meta'
import { deferredSection } from './deferred-section'

// Pages seldom show these, so their code is not in the page's initial script. It is still
// imported on every page once the browser is idle: a visitor who then loses the connection gets
// the retry page rather than an empty one.
export const NotFoundPage = deferredSection(() =>
  import('./not-found-page').then((module) => module.NotFoundPage),
)
const RouteErrorPage = deferredSection(() =>
  import('./route-error-page').then((module) => module.RouteErrorPage),
)

/**
 * A page route's error boundary: a product the CMS does not know shows the 404 page, any other
 * failure the retry page. Each page route exports it, so an error stays inside the page's <main>:
 * a boundary only on the root would swap the whole document, header and footer included (on the
 * SPA fallback that rebuilt the page once its route arrived, reloading the footer map).
 */
export function PageErrorBoundary() {
  const error = useRouteError()
  return isNotFound(error) ? <NotFoundPage /> : <RouteErrorPage />
}
