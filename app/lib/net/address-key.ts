/**
 * The key an address is counted under by the rate limits: an IPv4 address alone (also when it
 * arrives IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address by its /64 — one subscriber's
 * network, in which a client can pick any of 2^64 addresses. Anything that is no address is
 * kept as it is.
 */
import ipaddr from 'ipaddr.js'

export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`
}
