import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network, since one subscriber usually holds a whole /64 and could otherwise count each of its
 * addresses apart. IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`) count as the IPv4 address.
 */
export function rateLimitKey(address: string | undefined): string {
  const trimmed = address?.trim().replace(/^\[|\]$/g, '') ?? ''
  const withoutZone = trimmed.split('%')[0] ?? ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv4(withoutZone)) return withoutZone
  if (!isIPv6(withoutZone)) return 'unknown'
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase()
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group || '0', 16).toString(16),
  )
}
