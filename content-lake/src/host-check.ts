import { forbidden } from './sanity-errors.ts'

// Loopback names only: a page on another site whose name the attacker rebinds to 127.0.0.1 (DNS
// rebinding) reaches the lake with its own name in Host, and is refused.
const OWN_HOST_NAME = /^(localhost|127\.0\.0\.1|\[::1\]|([a-z0-9-]+\.)+localhost)$/i

/** Whether a Host header names the standalone lake: a loopback name on its own port. */
export function isOwnHost(hostHeader: string | undefined, port: number): boolean {
  const match = /^(.+?)(?::(\d{1,5}))?$/.exec(hostHeader ?? '')
  if (!match?.[1]) return false
  const hostPort = match[2] === undefined ? 80 : Number(match[2])
  return hostPort === port && OWN_HOST_NAME.test(match[1])
}

/** The answer to a request whose Host is not the lake's own. */
export function foreignHost(hostHeader: string | undefined): Response {
  return forbidden(
    `Host "${String(hostHeader ?? '').slice(0, 200)}" is not this Content Lake: it answers ` +
      'localhost, 127.0.0.1, [::1] and *.localhost on its own port only',
  )
}
