import { useRouteError } from 'react-router'
import { isNotFound } from '../lib/page-meta'
import { NotFoundPage } from './not-found-page'
import { RouteErrorPage } from './route-error-page'

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
