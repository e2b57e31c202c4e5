import { expect, test } from 'vitest'
import { organizationLd } from './structured-data'

const company = {
  name: 'Aydın Kuru İncir',
  phone: '+90 256 000 00 00',
  email: 'sales@example.com',
  address: 'Köşk, Aydın, Türkiye',
  facts: { foundingYear: 1975 },
}

test('the organisation names its configured social profiles as sameAs', () => {
  const ld = organizationLd('https://figs.example', {
    ...company,
    socials: [{ url: 'https://www.instagram.com/aydinfigs' }, { url: 'https://x.com/aydinfigs' }],
  })
  expect(ld.sameAs).toEqual(['https://www.instagram.com/aydinfigs', 'https://x.com/aydinfigs'])
})

test('without any configured profile there is no sameAs at all (not an empty list)', () => {
  const ld = organizationLd('https://figs.example', { ...company, socials: [] })
  expect(ld).not.toHaveProperty('sameAs')
  expect(JSON.stringify(ld)).not.toContain('sameAs')
})

test('the founding date is the site settings’ founding year', () => {
  expect(organizationLd('https://figs.example', { ...company, socials: [], facts: { foundingYear: 1965 } }).foundingDate).toBe('1965')
})
