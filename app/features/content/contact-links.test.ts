import { expect, test } from 'vitest'
import { messagingAppLink, phoneText, telLink } from './contact-links'

test('the messaging link carries the greeting, encoded', () => {
  expect(messagingAppLink('90 500 000 00 00', 'Merhaba, kuru incir?')).toBe('https://wa.me/905000000000?text=Merhaba%2C%20kuru%20incir%3F')
})

test('phone links keep only digits and the plus sign', () => {
  expect(telLink('+90 (256) 000 00 00')).toBe('tel:+902560000000')
})

test('a phone number is shown with non-breaking spaces and hyphens', () => {
  expect(phoneText('+90 256 000-00 00')).toBe('+90\u00A0256\u00A0000\u201100\u00A000')
})
