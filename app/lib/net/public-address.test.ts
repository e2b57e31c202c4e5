import { describe, expect, test } from 'vitest'
import { isPublicAddress } from './public-address'

describe('addresses a server must never reach on behalf of someone else', () => {
  test.each([
    // IPv6 forms that carry 127.0.0.1
    ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback (dotted)'],
    ['[::ffff:7f00:1]', 'IPv4-mapped loopback in URL brackets'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback (dotted)'],
    ['::5db8:d822', 'IPv4-compatible (deprecated, even for a public IPv4)'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::a00:1', 'NAT64 10.0.0.1'],
    ['64:ff9b::c0a8:101', 'NAT64 192.168.1.1'],
    ['64:ff9b:1:7f00:0:100::', 'local-use NAT64 /48 carrying 127.0.0.1'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64 /96 carrying 127.0.0.1'],
    ['2002:7f00:1::', '6to4 loopback'],
    ['2002:a9fe:a9fe::1', '6to4 169.254.169.254 (cloud metadata)'],
    ['2002:c0a8:101::1', '6to4 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo whose client is 127.0.0.1'],
    ['2001:0:7f00:1:8000:63bf:a247:2bdd', 'Teredo whose server is 127.0.0.1'],
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback /8'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.8', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.0.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.255', 'CGNAT 100.64/10'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv6
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'ULA fc00::/7'],
    ['fd12:3456:789a::1', 'ULA fc00::/7'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['febf::1', 'link-local fe80::/10'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'outside global unicast'],
    // not addresses at all
    ['localhost', 'a host name'],
    ['', 'empty'],
    ['127.1', 'shorthand IPv4 (never produced by URL parsing or DNS)'],
    ['2130706433', 'IPv4 as a number'],
  ])('%s (%s) is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  test.each([
    ['93.184.216.34', 'public IPv4'],
    ['8.8.8.8', 'public IPv4'],
    ['1.1.1.1', 'public IPv4'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['100.128.0.1', 'just above CGNAT'],
    ['2606:2800:220:1:248:1893:25c8:1946', 'public IPv6'],
    ['2a00:1450:4001:81d::200e', 'public IPv6'],
    ['[2606:2800:220:1:248:1893:25c8:1946]', 'public IPv6 in URL brackets'],
    ['::ffff:5db8:d822', 'IPv4-mapped public address'],
    ['64:ff9b::5db8:d822', 'NAT64 of a public address (DNS64 networks)'],
    ['2002:5db8:d822::1', '6to4 of a public address'],
  ])('%s (%s) is allowed', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})
