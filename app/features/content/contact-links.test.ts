import { expect, test } from 'vitest'
import { messagingAppLink, telLink } from './contact-links'

test('the messaging link carries the greeting, encoded', () => {
  expect(messagingAppLink('90 500 000 00 00', 'Merhaba, kuru incir?')).toBe('https://wa.me/905000000000?text=Merhaba%2C%20kuru%20incir%3F')
})

test('phone links keep only digits and the plus sign', () => {
  expect(telLink('+90 (256) 000 00 00')).toBe('tel:+902560000000')
})
