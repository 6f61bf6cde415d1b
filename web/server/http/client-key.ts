import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a client is counted under by the servers' limits: its IPv4 address, or the /64 network
 * of its IPv6 address (one subscriber usually holds a whole /64, so counting each address apart
 * would give one client 2^64 fresh starts). IPv4 written as IPv6 (`::ffff:1.2.3.4`) counts as IPv4.
 */
export function clientKey(address: string | undefined): string {
  const trimmed =
    address
      ?.trim()
      .replace(/^\[|\]$/g, '')
      .replace(/%.*$/, '') ?? ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv4(trimmed)) return trimmed
  if (isIPv6(trimmed)) return `${ipv6Groups(trimmed).slice(0, 4).join(':')}::/64`
  return 'unknown'
}

/** The eight groups of an IPv6 address, written out ('2001:db8::1' -> 2001,db8,0,…,1). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase()
  const embeddedIpv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (embeddedIpv4) {
    const [a, b, c, d] = embeddedIpv4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, embeddedIpv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group || '0', 16).toString(16),
  )
}
