import { describe, expect, test } from 'vitest'
import type { LeadLine } from './lead-details'
import { salesNotification, siteNameIn, visitorConfirmation } from './lead-emails.server'

const lead = {
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  kind: 'quote' as const,
  locale: 'en',
  name: 'Visit https://evil.example now',
  company: 'Cheap Pills Ltd',
  email: 'victim@example.com',
  details: 'Buy at http://evil.example',
  address: 'Street 1\nE-posta: forged@example.com',
  createdAt: new Date('2026-11-23T10:00:00Z'),
}

const line = (position: number, values: Partial<LeadLine>): LeadLine => ({
  position,
  productId: `p${position}`,
  title: `Ürün ${position}`,
  calibre: null,
  quantityKg: null,
  packSizeKg: null,
  ...values,
})

/** Two lines of a German buyer: 12.5 kg and 0.5 kg packs, and a product id nobody knew. */
const lines = [
  line(1, { productId: 'lerida', title: 'Lerida İncir', calibre: '2', quantityKg: 2500, packSizeKg: 12.5 }),
  line(2, { productId: 'protoben', title: 'Protoben İncir', calibre: 'A4', quantityKg: 1000.5, packSizeKg: 0.5 }),
  line(3, { productId: null, title: 'Bilinmeyen ürün (http://evil.example)', quantityKg: 7 }),
]
const titles = {
  tr: new Map([
    ['lerida', 'Lerida İncir'],
    ['protoben', 'Protoben İncir'],
  ]),
  en: new Map([
    ['lerida', 'Lerida Fig'],
    ['protoben', 'Protoben Fig'],
  ]),
  de: new Map([
    ['lerida', 'Lerida-Feige'],
    ['protoben', 'Protoben-Feige'],
  ]),
}

const german = {
  ...lead,
  locale: 'de',
  name: 'Jonas Weber',
  company: 'Weber Feinkost GmbH',
  email: 'jonas@example.de',
  phone: '030 1234567',
  phoneE164: '+49301234567',
  country: 'DE',
  city: 'Berlin',
  address: 'Hauptstraße 1, 10115 Berlin',
  priority: 'high',
  details: 'Ürün 1: bitte Bio-Qualität',
}

describe('the confirmation, in the visitor’s language', () => {
  test('German: subject, greeting, body, reference, date, kind and the catalogue products with kg', () => {
    const mail = visitorConfirmation(german, lines, 'Aydın Kuru İncir', titles.de)!
    expect(mail.to).toEqual(['jonas@example.de'])
    expect(mail.subject).toBe('Ihre Angebotsanfrage ist eingegangen | Aydın Kuru İncir')
    expect(mail.text).toBe(
      [
        'Guten Tag,',
        '',
        'Wir haben Ihre Angebotsanfrage erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.',
        '',
        `Referenz: ${lead.id}`,
        'Datum: 23. November 2026 um 13:00',
        'Anfrage: Angebotsanfrage',
        'Produkte:',
        '- Lerida-Feige: 2.500 kg',
        '- Protoben-Feige: 1.000,5 kg',
        '',
        'Mit freundlichen Grüßen',
        'Aydın Kuru İncir',
      ].join('\n'),
    )
  })

  test('English: the same request in English', () => {
    const mail = visitorConfirmation({ ...german, locale: 'en' }, lines, 'Aydın Dried Figs', titles.en)!
    expect(mail.subject).toBe('We received your quote request | Aydın Dried Figs')
    expect(mail.text).toMatch(/^Hello,\n\nWe have received your quote request\. We will get back to you within 24 hours\.\n\n/)
    expect(mail.text).toContain(`Reference: ${lead.id}\nDate: 23 November 2026`)
    expect(mail.text).toContain(
      'Request: Quote request\nProducts:\n- Lerida Fig: 2,500 kg\n- Protoben Fig: 1,000.5 kg\n\nKind regards,\nAydın Dried Figs',
    )
  })

  test('Turkish: a trial request in Turkish', () => {
    const mail = visitorConfirmation(
      { ...german, locale: 'tr', kind: 'trial' },
      [line(1, { productId: 'lerida', quantityKg: 1 })],
      'Aydın Kuru İncir',
      titles.tr,
    )!
    expect(mail.subject).toBe('Deneme paketi talebiniz alındı | Aydın Kuru İncir')
    expect(mail.text).toMatch(/^Merhaba,\n\nDeneme paketi talebinizi aldık\. Ödeme detayları için size ulaşacağız\.\n\n/)
    expect(mail.text).toContain(`Talep numarası: ${lead.id}\nTarih: 23 Kasım 2026 13:00`)
    expect(mail.text).toContain('Talep: Deneme paketi talebi\nÜrünler:\n- Lerida İncir: 1 kg\n\nSaygılarımızla,\nAydın Kuru İncir')
  })

  test('it quotes nothing the visitor typed: no name, company, text, address or unknown product id', () => {
    for (const [locale, names] of Object.entries(titles)) {
      const mail = visitorConfirmation({ ...lead, locale }, lines, 'Figs', names)!
      expect(mail.text).not.toMatch(/evil|http|Pills|Street|Bilinmeyen/)
      expect(mail.text.match(/^- /gm)).toHaveLength(2)
    }
    expect(visitorConfirmation({ ...lead, email: null }, lines, 'Figs', titles.en)).toBeNull()
    expect(visitorConfirmation({ ...lead, locale: 'de', kind: 'contact' }, [], 'Figs')!.text).toMatch(
      /^Guten Tag,\n\nWir haben Ihre Nachricht erhalten/,
    )
    // A language we do not serve gets the Turkish mail.
    expect(visitorConfirmation({ ...lead, locale: 'fr', kind: 'contact' }, [], 'Figs')!.subject).toBe('Mesajınız alındı | Figs')
  })
})

describe('the sales notification, in Turkish', () => {
  test('it lists the lines (12,5 kg and 0,5 kg packs), the country’s Turkish name, both phone forms and the priority', () => {
    const mail = salesNotification(german, lines.slice(0, 2), ['sales@example.com'], 'https://figs.example')
    expect(mail.subject).toBe('Yeni teklif talebi: Jonas Weber (Weber Feinkost GmbH)')
    expect(mail.replyTo).toBe('jonas@example.de')
    const text = mail.text.split('\n')
    expect(text.slice(0, 11)).toEqual([
      'Tür: Teklif talebi',
      'Ad Soyad: Jonas Weber',
      'Firma: Weber Feinkost GmbH',
      'E-posta: jonas@example.de',
      'Telefon: 030 1234567 (+49301234567)',
      'Ülke: Almanya',
      'Şehir / İlçe: Berlin',
      'Adres: Hauptstraße 1, 10115 Berlin',
      'Öncelik: high',
      'Dil: de',
      'Tarih: 23.11.2026 13:00:00',
    ])
    expect(mail.text).toContain(
      [
        '––– Talep metni –––',
        'Ürün 1: Lerida İncir',
        'Kalibrasyon: A2 (Özel Seri)',
        'Miktar: 2.500 kg',
        'Paket boyutu: 12,5 kg',
        '',
        'Ürün 2: Protoben İncir',
        'Kalibrasyon: A4 (Standart Seri)',
        'Miktar: 1.000,5 kg',
        'Paket boyutu: 0,5 kg',
        '',
        // The visitor's own text stays below the lines, as written.
        'Ürün 1: bitte Bio-Qualität',
      ].join('\n'),
    )
  })

  test('a phone typed in its international form is shown once; a country stored as a name is shown as stored', () => {
    const mail = salesNotification({ ...german, phone: '+49 30 1234567', country: 'Deutschland', priority: null }, lines, [], '')
    expect(mail.text).toContain('\nTelefon: +49 30 1234567\nÜlke: Deutschland\n')
    expect(mail.text).not.toContain('Öncelik')
    expect(salesNotification({ ...german, country: 'tr' }, lines, [], '').text).toContain('\nÜlke: Türkiye\n')
  })

  test('a trial request is composed from its rows: total, bank transfer, one line per product, address, notes', () => {
    const mail = salesNotification(
      { ...german, kind: 'trial', details: 'Bitte schnell' },
      [line(1, { title: 'Lerida İncir', calibre: '2', quantityKg: 1 }), line(2, { title: 'Protoben İncir', quantityKg: 0.5 })],
      [],
      '',
    )
    expect(mail.subject).toBe('Yeni deneme paketi talebi: Jonas Weber (Weber Feinkost GmbH)')
    expect(mail.text).toContain(
      '––– Talep metni –––\nDeneme paketi talebi\nToplam miktar: 1,5 kg\nÖdeme yöntemi: Banka havalesi\n\nÜrünler:\nLerida İncir - A2 (1 kg)\nProtoben İncir (0,5 kg)\n\nAdres: Hauptstraße 1, 10115 Berlin\n\nNotlar: Bitte schnell',
    )
  })

  test("the visitor's line breaks cannot forge its own lines", () => {
    const mail = salesNotification(lead, [], ['sales@example.com'], 'https://figs.example')
    const text = mail.text.split('\n')
    expect(text).toContain('Adres: Street 1, E-posta: forged@example.com')
    expect(text.filter((l) => l.startsWith('E-posta:'))).toEqual(['E-posta: victim@example.com'])
    expect(text.filter((l) => l.startsWith('Yönetim panelinde görüntüle:'))).toEqual([
      `Yönetim panelinde görüntüle: https://figs.example/admin/leads?lead=${lead.id}`,
    ])
    expect(mail.text.endsWith('––– Talep metni –––\nBuy at http://evil.example')).toBe(true)
    expect(salesNotification({ ...lead, name: 'A\u202Egnp.exe', company: null }, [], [], '').subject).toBe('Yeni teklif talebi: Agnp.exe')
    expect(
      salesNotification({ ...lead, kind: 'contact', message: 'Merhaba $& $1', company: null, name: '$& Ali' }, [], [], '').subject,
    ).toBe('Yeni iletişim mesajı: $& Ali')
  })

  test('a visitor without a company is an individual customer in the e-mail too, as in the admin', () => {
    for (const company of [null, '', 'Bireysel']) {
      const mail = salesNotification({ ...lead, kind: 'trial', company, name: 'Ayşe Yılmaz' }, [], [], '')
      expect(mail.text.split('\n')).toContain('Firma: Bireysel müşteri')
      expect(mail.subject).toMatch(/: Ayşe Yılmaz$/)
    }
    const firm = salesNotification({ ...lead, company: 'Weber Feinkost GmbH', name: 'Jan Weber' }, [], [], '')
    expect(firm.text.split('\n')).toContain('Firma: Weber Feinkost GmbH')
    expect(firm.subject).toMatch(/: Jan Weber \(Weber Feinkost GmbH\)$/)
  })
})

test('the confirmation is signed with the name the site shows in the visitor’s language', () => {
  expect([siteNameIn('tr'), siteNameIn('en'), siteNameIn('de'), siteNameIn('fr')]).toEqual([
    'Aydın Kuru İncir',
    'Aydın Dried Figs',
    'Aydın Trockenfeigen',
    'Aydın Kuru İncir',
  ])
})

test('the buyer’s terms: all four in the sales notification, the chosen ones (Incoterm, period) in the confirmation', () => {
  const fields = { incoterm: 'CIF', namedPlace: 'Hamburg', deliveryPeriod: '2027-03', vatNumber: 'DE123456789' }
  const sales = salesNotification({ ...lead, fields }, lines, ['sales@example.com'], 'https://figs.example').text
  expect(sales).toContain(
    'İstenen teslim şekli (Incoterm): CIF\nTeslim yeri / limanı: Hamburg\nİstenen teslim dönemi: Mart 2027\nKDV numarası (VAT): DE123456789',
  )
  const confirmation = visitorConfirmation({ ...lead, locale: 'de', fields }, lines, 'Aydın Kuru İncir')!.text
  expect(confirmation).toContain('Incoterm (Incoterms® 2020): CIF\nGewünschter Liefertermin: März 2027')
  // Typed freely, so not quoted to an address anyone may have typed.
  expect(confirmation).not.toContain('Hamburg')
  expect(confirmation).not.toContain('DE123456789')
})
