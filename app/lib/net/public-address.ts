/**
 * Whether an IP address is a public internet address, i.e. one the server may connect to when
 * someone else chose the URL. Parsing and the special-purpose ranges come from ipaddr.js; the
 * policy here is:
 * - IPv4: ordinary unicast only (no loopback, private, link-local, CGNAT, multicast, broadcast,
 *   unspecified, documentation, benchmarking or reserved addresses).
 * - IPv6: an address that carries an IPv4 address (IPv4-mapped, IPv4-translated, NAT64, 6to4,
 *   Teredo) is judged by every IPv4 address it carries, because that is where packets end up;
 *   any other address must be global unicast (2000::/3) outside the special-purpose blocks.
 *   So loopback, unspecified, ULA, link-local, site-local, multicast, IPv4-compatible (::/96),
 *   discard, documentation and the other IETF blocks are refused.
 */
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

type IPv4 = ipaddr.IPv4
type IPv6 = ipaddr.IPv6

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3')
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96')

/**
 * Where RFC 6052 puts the IPv4 address inside a translation prefix of each length (byte offsets;
 * byte 8 is always skipped). The local-use prefix 64:ff9b:1::/48 may be used with any length from
 * /48 on, chosen by the network, so every placement that fits in it is checked.
 */
const LOCAL_NAT64_PLACEMENTS = [
  [6, 7, 9, 10], // /48
  [7, 9, 10, 11], // /56
  [9, 10, 11, 12], // /64
  [12, 13, 14, 15], // /96
]

const ipv4At = (bytes: number[], offsets: number[]) => new ipaddr.IPv4(offsets.map((i) => bytes[i]))

/** The IPv4 addresses an IPv6 address carries (its traffic goes to them); null when it carries none. */
export function carriedIpv4(address: IPv6): IPv4[] | null {
  const bytes = address.toByteArray()
  // ipaddr.js' d.ts lists fewer names than its ranges return, so compare as plain strings.
  const range: string = address.range()
  switch (range) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [ipv4At(bytes, [12, 13, 14, 15])]
    case 'rfc6052': // NAT64: 64:ff9b::a.b.c.d and the local-use 64:ff9b:1::/48
      if (address.match(WELL_KNOWN_NAT64)) return [ipv4At(bytes, [12, 13, 14, 15])]
      return LOCAL_NAT64_PLACEMENTS.map((offsets) => ipv4At(bytes, offsets))
    case '6to4': // 2002:AABB:CCDD::/48 routes to a.b.c.d
      return [ipv4At(bytes, [2, 3, 4, 5])]
    case 'teredo': {
      // 2001:0:<server IPv4>:<flags>:<port>:<client IPv4, bit-inverted>
      const client = new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff))
      return [ipv4At(bytes, [4, 5, 6, 7]), client]
    }
    default:
      return null
  }
}

const isPublicIpv4 = (address: IPv4) => address.range() === 'unicast'

function isPublicIpv6(address: IPv6): boolean {
  const carried = carriedIpv4(address)
  if (carried) return carried.every(isPublicIpv4)
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST)
}

/**
 * True only for a literal IP address (as URL parsing or DNS gives it: dotted IPv4 or IPv6, zone id
 * allowed) that is public. Host names and anything unparsable are not public.
 */
export function isPublicAddress(address: string): boolean {
  const literal = address.replace(/^\[(.*)\]$/, '$1')
  const version = isIP(literal)
  if (version === 0) return false
  try {
    const parsed = ipaddr.parse(literal)
    return parsed instanceof ipaddr.IPv4 ? isPublicIpv4(parsed) : isPublicIpv6(parsed)
  } catch {
    return false
  }
}
