/**
 * The company's data in the site settings on a real database: the configuration gives the first
 * values; once published, the settings alone count on the pages, the spec sheets, the quotes'
 * seller and bank account and the sales e-mails. Each value is checked by its format, with the
 * Turkish message at its field.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { contentFormSchema } from '~/features/content/content-form'
import type * as PageContent from '~/features/content/page-content.server'
import type * as SiteCompany from '~/features/content/site-company.server'
import { siteSettings } from '~/features/content/site-settings'
import type { PrismaClient } from '~/generated/prisma/client'

let prisma: PrismaClient
let content: typeof PageContent
let company: typeof SiteCompany

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  content = await import('~/features/content/page-content.server')
  company = await import('~/features/content/site-company.server')
})

const issuesOf = (document: unknown) =>
  contentFormSchema(siteSettings)
    .safeParse(document)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('company settings', () => {
  test('the configuration gives the first values; the published settings then count everywhere', async () => {
    const { env } = await import('~/lib/env.server')
    const e = env()
    const first = await company.companyInfo()
    expect(first).toMatchObject({ name: e.COMPANY_NAME, phone: e.COMPANY_PHONE, email: e.COMPANY_EMAIL, whatsappNumber: e.WHATSAPP_NUMBER })
    expect(await company.sellerBank()).toMatchObject({ iban: e.BANK_IBAN, swift: e.BANK_SWIFT, bank: e.BANK_NAME })
    // The editor starts with them, so a first save keeps them.
    const editing = await content.contentEditorState('settings')
    const document = structuredClone(editing.draft ?? editing.published) as Record<string, Record<string, unknown>>
    expect(document.company).toMatchObject({ name: e.COMPANY_NAME, email: e.COMPANY_EMAIL })

    document.company = {
      ...document.company,
      phone: '+90 256 712 34 56',
      email: 'export@incir.example',
      address: 'Köşk, Aydın 09600, Türkiye',
    }
    document.socials = { ...document.socials, linkedin: 'https://www.linkedin.com/company/incir' }
    document.legal = { ...document.legal, name: 'Örnek İncir A.Ş.', taxNumber: '9876543210' }
    document.bank = { holder: '', bank: 'Ziraat Bankası, Köşk', iban: 'TR33 0006 1005 1978 6457 8413 26', swift: 'tczbtr2a' }
    document.prices = { basis: { tr: 'FOB İzmir, {{foundingYear}} kuruluşlu', en: 'FOB İzmir, crop 2026', de: '' } }
    const parsed = contentFormSchema(siteSettings).parse(document)
    const { createAdmin } = await import('../support/factories')
    const admin = await createAdmin(prisma)
    const saved = await content.saveContent('settings', parsed, { baseVersion: editing.version, by: admin.email, publish: true })
    expect(saved.ok).toBe(true)

    const now = await company.companyInfo()
    expect(now).toMatchObject({ phone: '+90 256 712 34 56', email: 'export@incir.example', address: 'Köşk, Aydın 09600, Türkiye' })
    expect(now.socials).toEqual([{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/incir' }])
    expect(now.legal).toMatchObject({ name: 'Örnek İncir A.Ş.', taxNumber: '9876543210' })
    // Stored as a bank writes them; the holder is the legal name unless set.
    expect(await company.sellerBank()).toEqual({
      holder: 'Örnek İncir A.Ş.',
      bank: 'Ziraat Bankası, Köşk',
      iban: 'TR330006100519786457841326',
      swift: 'TCZBTR2A',
    })
    const { sellerOf } = await import('~/features/quotes/quote-view.server')
    expect(await sellerOf()).toMatchObject({ name: 'Örnek İncir A.Ş.', email: 'export@incir.example', taxNumber: '9876543210' })
    // The price basis in each language: facts placed, German falls back to English.
    expect((await company.publicCompany('tr')).priceBasis).toBe('FOB İzmir, 1975 kuruluşlu')
    expect((await company.publicCompany('de')).priceBasis).toBe('FOB İzmir, crop 2026')
    expect(await company.priceBasis('en')).toBe('FOB İzmir, crop 2026')
    // Sales e-mails go to the settings' address when SALES_EMAILS is not set.
    const { env: current } = await import('~/lib/env.server')
    if (!current().SALES_EMAILS) expect(await company.salesRecipients()).toEqual(['export@incir.example'])

    // A configuration changed later no longer counts for what the settings hold.
    const kept = e.COMPANY_PHONE
    Object.assign(e, { COMPANY_PHONE: '+90 232 000 00 00' })
    try {
      expect((await company.companyInfo()).phone).toBe('+90 256 712 34 56')
    } finally {
      Object.assign(e, { COMPANY_PHONE: kept })
    }
  })

  test('each value is checked by its format, with the Turkish message at its field', async () => {
    const editing = await content.contentEditorState('settings')
    const valid = structuredClone(editing.draft ?? editing.published) as Record<string, Record<string, unknown>>
    expect(issuesOf(valid)).toBeUndefined()
    const broken = structuredClone(valid)
    broken.company = {
      ...broken.company,
      name: 'Incir\u0000',
      email: 'not-an-address',
      phone: '12',
      whatsappNumber: '+90 532 abc',
      mapEmbedUrl: 'https://evil.example/maps/embed',
    }
    broken.socials = { ...broken.socials, instagram: 'javascript:alert(1)', x: 'http://x.com/incir' }
    broken.bank = { holder: '', bank: 'Banka', iban: 'TR33 0006 1005 1978 6457 8413 27', swift: 'TCZB' }
    broken.legal = { ...broken.legal, name: 'A'.repeat(201) }
    expect(issuesOf(broken)).toEqual([
      ['company.name', 'Kontrol karakterleri (ör. NUL) kullanılamaz'],
      ['company.phone', 'Ülke koduyla bir telefon numarası girin (ör. +90 256 123 45 67)'],
      ['company.email', 'Geçerli bir e-posta adresi girin'],
      ['company.whatsappNumber', 'Ülke koduyla, yalnız rakam girin (ör. 905321234567)'],
      ['company.mapEmbedUrl', 'Google Haritalar veya OpenStreetMap yerleştirme adresi girin (https://www.google.com/maps/embed?…)'],
      ['socials.instagram', 'https:// ile başlayan bir adres girin'],
      ['socials.x', 'https:// ile başlayan bir adres girin'],
      ['legal.name', 'En fazla 200 karakter'],
      ['bank.iban', 'Geçerli bir IBAN girin: kontrol basamakları tutmuyor'],
      ['bank.swift', 'SWIFT/BIC kodu 8 ya da 11 karakterdir (ör. TCZBTR2A)'],
    ])
    // A required value left empty, and one on two lines.
    expect(issuesOf({ ...valid, company: { ...valid.company, name: '', address: 'Köşk\nAydın' } })).toEqual([
      ['company.name', 'Bu alan gereklidir'],
      ['company.address', 'Bu alan tek satırdır: satır sonu kullanılamaz'],
    ])
    // A map of the allowed ones is taken.
    expect(
      issuesOf({
        ...valid,
        company: { ...valid.company, mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=27.8,37.8,27.9,37.9' },
      }),
    ).toBeUndefined()
  })
})
