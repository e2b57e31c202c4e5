import { expect, test } from 'vitest'
import { LeadKind, LeadStatus } from '~/generated/prisma/enums'
import { INDIVIDUAL_COMPANY } from './lead'
import {
  companyLabel,
  countryLabelTr,
  leadKindBadges,
  leadKindLabels,
  leadKinds,
  leadStatuses,
  leadStatusLabels,
  leadTabLabels,
} from './lead-labels'
import { leadTabs } from './lead-query'

test('every stored kind and status is listed and named', () => {
  expect([...leadKinds].sort()).toEqual(Object.values(LeadKind).sort())
  expect([...leadStatuses].sort()).toEqual(Object.values(LeadStatus).sort())
  expect(leadStatuses.map((s) => leadStatusLabels[s])).toEqual([
    'Yeni',
    'İletişime geçildi',
    'Teklif verildi',
    'Kazanıldı',
    'Kaybedildi',
    'Spam',
  ])
  expect(leadKinds.map((k) => [leadKindBadges[k], leadKindLabels[k]])).toEqual([
    ['Teklif', 'Teklif talebi'],
    ['Deneme', 'Deneme paketi'],
    ['İletişim', 'İletişim mesajı'],
  ])
})

test('the tabs: all, one per kind, spam', () => {
  expect(leadTabs.map((tab) => leadTabLabels[tab])).toEqual(['Tümü', 'Deneme Paketi', 'Teklif', 'İletişim', 'Spam'])
})

test('a lead without company reads as an individual customer', () => {
  expect(INDIVIDUAL_COMPANY).toBe('Bireysel')
  expect(companyLabel(null)).toBe('Bireysel müşteri')
  expect(companyLabel('')).toBe('Bireysel müşteri')
  expect(companyLabel('Ege Gıda')).toBe('Ege Gıda')
})

test('countries in Turkish', () => {
  expect(countryLabelTr('DE')).toBe('Almanya')
  expect(countryLabelTr('tr')).toBe('Türkiye')
  expect(countryLabelTr('Almanya')).toBe('Almanya')
  expect(countryLabelTr('  ')).toBeNull()
  expect(countryLabelTr(null)).toBeNull()
})
