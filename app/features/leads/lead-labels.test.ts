import { expect, test } from 'vitest'
import { LeadKind, LeadStatus } from '~/generated/prisma/enums'
import { INDIVIDUAL_COMPANY, spamReasons } from './lead'
import {
  companyLabel,
  countryLabelTr,
  leadKindBadges,
  leadKindLabels,
  leadKinds,
  leadStatuses,
  leadStatusLabels,
  leadTabLabels,
  priorityLabel,
  priorityLabels,
  spamReasonLabel,
  spamReasonLabels,
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
    'İstenmeyen',
  ])
  expect(leadKinds.map((k) => [leadKindBadges[k], leadKindLabels[k]])).toEqual([
    ['Teklif', 'Teklif talebi'],
    ['Deneme', 'Deneme paketi'],
    ['İletişim', 'İletişim mesajı'],
  ])
})

test('the tabs: all, one per kind, spam', () => {
  expect(leadTabs.map((tab) => leadTabLabels[tab])).toEqual(['Tümü', 'Deneme Paketi', 'Teklif', 'İletişim', 'İstenmeyen'])
})

test('a lead without company reads as an individual customer, with one wording whatever was stored', () => {
  expect(INDIVIDUAL_COMPANY).toBe('Bireysel')
  expect(companyLabel(null)).toBe('Bireysel müşteri')
  expect(companyLabel('')).toBe('Bireysel müşteri')
  expect(companyLabel('  ')).toBe('Bireysel müşteri')
  // What a trial request without company stores.
  expect(companyLabel(INDIVIDUAL_COMPANY)).toBe('Bireysel müşteri')
  expect(companyLabel('Ege Gıda')).toBe('Ege Gıda')
})

test('a stored spam reason is shown in Turkish; an unknown code says so in Turkish', () => {
  expect(spamReasons.map((code) => spamReasonLabel(code))).toEqual([
    'Ziyaretçilerin görmediği gizli alan doldurulmuş (otomatik gönderim)',
    'Form süresi bilgisi yok (form, sayfası açılmadan gönderilmiş)',
    'Form süresi bilgisi geçersiz ya da değiştirilmiş',
    'Form, bir insanın dolduramayacağı kadar hızlı gönderilmiş',
    'Tek kullanımlık form süresi bilgisi daha önce başka bir talepte kullanılmış',
  ])
  expect(spamReasonLabel('rate-limit')).toBe('Bilinmeyen neden (kod: rate-limit)')
  expect(spamReasonLabel(null)).toBeNull()
})

test('the priorities API clients send are shown in Turkish; other text as sent', () => {
  expect(['high', 'HIGH', ' urgent ', 'medium', 'normal', 'low'].map(priorityLabel)).toEqual([
    'Yüksek',
    'Yüksek',
    'Acil',
    'Orta',
    'Normal',
    'Düşük',
  ])
  expect(priorityLabel('Öncelikli')).toBe('Öncelikli')
  expect(priorityLabel('constructor')).toBe('constructor')
  expect(priorityLabel('')).toBeNull()
})

/** English words (and stored codes) that must never be what the admin reads. */
const english =
  /\b(spam|honeypot|too[ -]?fast|no[ -]timer|bad[ -]timer|timer|bot|new|contacted|quoted|won|lost|quote|trial|contact|high|low|urgent|individual|company)\b/i
/** Every label and reason is Turkish: written with Turkish words (a Turkish letter or a known Turkish word), no English. */
test('every lead label and spam reason the admin shows is Turkish', () => {
  const shown = [
    ...Object.values(leadStatusLabels),
    ...Object.values(leadKindBadges),
    ...Object.values(leadKindLabels),
    ...Object.values(leadTabLabels),
    ...Object.values(spamReasonLabels),
    ...priorityLabels.values(),
    companyLabel(null),
    companyLabel(INDIVIDUAL_COMPANY),
    spamReasonLabel('some-new-code')!.replace('some-new-code', ''),
  ]
  for (const text of shown) {
    expect(text, text).not.toMatch(english)
    expect(text.trim(), text).not.toBe('')
  }
  expect(Object.keys(spamReasonLabels).sort()).toEqual([...spamReasons].sort())
})

test('countries in Turkish', () => {
  expect(countryLabelTr('DE')).toBe('Almanya')
  expect(countryLabelTr('tr')).toBe('Türkiye')
  expect(countryLabelTr('Almanya')).toBe('Almanya')
  expect(countryLabelTr('  ')).toBeNull()
  expect(countryLabelTr(null)).toBeNull()
})
