/**
 * The address the site lives under (spec: everything is below /rehoboth). The router, Vite, the
 * preview server, the functions and the Studio's links all take it from here.
 */
export const SITE_BASE = '/rehoboth/'

/** A base path as Vite and React Router accept it ('/rehoboth' or '/rehoboth/'), with its slash. */
export function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`
}
