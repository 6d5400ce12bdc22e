import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail and a zone id allowed). */
function groupsOf(ip: string): number[] {
  let address = ip.split('%')[0] ?? ip
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = address.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const first = parse(head)
  const last = tail === undefined ? [] : parse(tail)
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
}

/**
 * Whose calls a per-client limit counts together (docs/reliability/rate-limits.md): an IPv4
 * address as it is; an IPv6 address by its /64 network, since one connection usually gets a
 * whole /64 and can pick a new address in it for every call; an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) as its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip
  if (!isIPv6(ip)) return ip.toLowerCase()
  const g = groupsOf(ip)
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6)
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`
}
