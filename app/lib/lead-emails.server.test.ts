import { expect, test } from 'vitest'
import { salesNotification, visitorConfirmation } from './lead-emails.server'

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

test('the confirmation quotes nothing the visitor typed: reference, date, kind and catalogue products only', () => {
  const mail = visitorConfirmation(lead, 'Aydın Dried Figs', [{ title: 'Lerida Fig', quantity: 2500 }])!
  expect(mail.to).toEqual(['victim@example.com'])
  expect(mail.subject).toBe('We received your quote request | Aydın Dried Figs')
  expect(mail.text).not.toMatch(/evil|http|Pills|Street/)
  expect(mail.text).toContain(`Reference: ${lead.id}`)
  expect(mail.text).toContain('Date: 23 November 2026')
  expect(mail.text).toContain('Request: Quote request')
  expect(mail.text).toContain('- Lerida Fig: 2,500 kg')
  expect(visitorConfirmation({ ...lead, email: null }, 'Figs')).toBeNull()
  expect(visitorConfirmation({ ...lead, locale: 'de', kind: 'contact' }, 'Figs')!.text).toMatch(/^Guten Tag,\n\nWir haben Ihre Nachricht erhalten/)
})

test("the sales notification has everything, but the visitor's line breaks cannot forge its own lines", () => {
  const mail = salesNotification(lead, ['sales@example.com'], 'https://figs.example')
  const lines = mail.text.split('\n')
  expect(lines).toContain('Adres: Street 1, E-posta: forged@example.com')
  expect(lines.filter((line) => line.startsWith('E-posta:'))).toEqual(['E-posta: victim@example.com'])
  expect(lines.filter((line) => line.startsWith('Yönetim panelinde görüntüle:'))).toEqual([`Yönetim panelinde görüntüle: https://figs.example/admin/leads?lead=${lead.id}`])
  expect(mail.text.endsWith('––– Talep metni –––\nBuy at http://evil.example')).toBe(true)
  expect(salesNotification({ ...lead, name: 'A\u202Egnp.exe', company: null }, [], '').subject).toBe('Yeni teklif talebi: Agnp.exe')
})
