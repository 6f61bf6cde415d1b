import { visitOriginKey, visitTags } from '../markers.ts'

/**
 * Notes how the visit began, once, in the tab's session storage (no cookie, nothing sent): the
 * first page's path, the site that sent the visitor (its host, when it is another site) and the
 * campaign tags of the address. It runs on every page load, before the app and without it, so a
 * visitor who sends the form before the app runs still sends it; the app's own navigations never
 * run it. A later page load keeps what was noted, unless its address has campaign tags: a
 * campaign link followed in the same tab begins a new visit.
 */
export function noteVisitOrigin(): void {
  try {
    const query = new URLSearchParams(location.search)
    const tagged = visitTags.some(([, name]) => query.has(name))
    if (!tagged && sessionStorage.getItem(visitOriginKey) !== null) return
    const origin: Record<string, string> = { landingPath: location.pathname }
    const referrer = document.referrer ? new URL(document.referrer) : undefined
    if (referrer && referrer.host !== location.host) origin.referrerHost = referrer.hostname
    for (const [field, name] of visitTags) {
      const value = query.get(name)
      if (value) origin[field] = value
    }
    sessionStorage.setItem(visitOriginKey, JSON.stringify(origin))
  } catch {
    // Storage can be off (private mode, policies): the request then goes without its origin.
  }
}
