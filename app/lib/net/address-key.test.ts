import { expect, test } from 'vitest'
import { addressKey } from './address-key'

test('IPv4 counts alone, also IPv4-mapped; IPv6 by its /64 however it is written', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
  expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
  expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(addressKey('::1')).toBe('0:0:0:0::/64')
  expect(addressKey('unknown')).toBe('unknown')
})
