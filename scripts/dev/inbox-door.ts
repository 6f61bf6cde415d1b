import type { IncomingHttpHeaders } from 'node:http'
import { isOwnHost } from '@rehoboth/content-lake/host-check'

/**
 * Why the local inbox refuses a request, or undefined when it answers. It holds visitors' names,
 * e-mails and phones, so it answers the person at the machine only: at its own loopback name and
 * port (a site whose name an attacker rebinds to 127.0.0.1 brings its own name in Host), from its
 * own page, from a program (which sends neither Origin nor Sec-Fetch-*), or opened as a page of its
 * own from a link elsewhere (the terminal, the Studio), which the linking page cannot read. Any
 * other page may neither read it, nor delete mail, nor listen to its live updates.
 */
export function inboxRefusal(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  port: number,
): string | undefined {
  const host = headers.host
  if (!isOwnHost(host, port)) {
    return `Host "${String(host ?? '').slice(0, 200)}" is not this inbox: it answers localhost, 127.0.0.1, [::1] and *.localhost on port ${port} only.`
  }
  const origin = headers.origin
  const site = headers['sec-fetch-site']
  const fromOwnPage =
    (origin === undefined || origin.toLowerCase() === `http://${host!.toLowerCase()}`) &&
    (site === undefined || site === 'same-origin' || site === 'none')
  if (fromOwnPage) return undefined
  const openedFromLink =
    origin === undefined &&
    (method === 'GET' || method === 'HEAD') &&
    headers['sec-fetch-mode'] === 'navigate' &&
    headers['sec-fetch-dest'] === 'document'
  if (openedFromLink) return undefined
  return `Another page (${String(origin ?? site).slice(0, 200)}) may not use the inbox.`
}
