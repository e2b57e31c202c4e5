import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { LeadDetail } from '~/features/leads/lead-detail.server'
import { LeadCard } from './lead-card'
import { LeadDialog } from './lead-dialog'
import { ReachPanel } from './lead-panels'

/** A trial request the spam checks set aside, as getLead answers it. */
const lead: LeadDetail = {
  id: '7c1b0d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
  kind: 'trial',
  status: 'spam',
  name: 'Ayşe Yılmaz',
  company: 'Bireysel',
  reference: null,
  awaitingReplySince: null,
  phone: '0532 000 00 00',
  phoneE164: '+905320000000',
  email: null,
  createdAt: new Date('2026-11-20T09:30:00Z'),
  updatedAt: new Date('2026-11-20T09:30:00Z'),
  locale: 'en',
  city: null,
  district: null,
  address: null,
  country: 'DE',
  subject: null,
  message: null,
  details: null,
  priority: 'high',
  notes: null,
  sourcePath: '/en',
  referrer: null,
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: null,
  spamReason: 'too-fast',
  events: [],
  lines: [{ position: 1, productId: null, title: 'Lerida İncir', calibre: '2', quantityKg: 1, packSizeKg: null }],
  declared: [],
  visitorText: null,
  requestText: 'Deneme paketi talebi',
}

/** The text a reader sees (tags dropped, the page's own markup left out). */
function visibleText(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/admin/leads', Component: () => element }])
  const html = renderToStaticMarkup(<Stub initialEntries={['/admin/leads']} />)
  return html
    .replace(/<style>.*?<\/style>/gs, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
}

/** The text of the lead's detail dialog, opened from the list. */
function dialogText() {
  return visibleText(
    <LeadDialog detail={{ id: lead.id, lead, confirmDelete: false }} closeHref="/admin/leads" selfHref={`/admin/leads?lead=${lead.id}`} />,
  )
}

describe('the lead screens speak Turkish', () => {
  test('a spam lead: its status, the reason it was set aside, its priority and company, no English word', () => {
    const text = dialogText()
    expect(text).toContain('İstenmeyen sayılma nedeni Form, bir insanın dolduramayacağı kadar hızlı gönderilmiş')
    expect(text).toContain('Öncelik Yüksek')
    expect(text).toContain('Firma Bireysel müşteri')
    expect(text).toContain('Tür Deneme paketi')
    // The visitor's own data (here the campaign names) is shown as sent; every label around it is Turkish.
    const labels = text.replace('newsletter / email / -', '')
    expect(labels).toContain('Kampanya (UTM kaynağı / ortamı / adı)')
    expect(labels).not.toMatch(/\b(spam|honeypot|too[ -]?fast|timer|high|trial|source|medium|campaign)\b/i)
  })

  test('a list card of a trial without company names the individual customer the one way', () => {
    const text = visibleText(
      <LeadCard
        lead={{ ...lead, lines: lead.lines, lineCount: 1, awaitingReply: false }}
        viewHref={`/admin/leads?lead=${lead.id}`}
        deleteHref={`/admin/leads?lead=${lead.id}&confirmDelete=1`}
      />,
    )
    expect(text).toContain('Bireysel müşteri')
    expect(text).toContain('İstenmeyen')
    expect(text).not.toMatch(/\bspam\b/i)
  })
})

describe('reaching the customer', () => {
  const hrefs = (element: React.ReactElement) => {
    const Stub = createRoutesStub([{ path: '/admin/leads', Component: () => element }])
    return [...renderToStaticMarkup(<Stub initialEntries={['/admin/leads']} />).matchAll(/href="([^"]*)"/g)].map((m) => m[1])
  }

  test('call and WhatsApp dial the international number, e-mail writes to the address', () => {
    expect(hrefs(<ReachPanel lead={{ phoneE164: '+49401234567', email: 'klaus@example.com' }} />)).toEqual([
      'tel:+49401234567',
      'mailto:klaus@example.com',
      'https://wa.me/49401234567',
    ])
  })

  test('a phone that could not be read gives no call or WhatsApp button; nothing to use says so', () => {
    expect(hrefs(<ReachPanel lead={{ phoneE164: null, email: 'klaus@example.com' }} />)).toEqual(['mailto:klaus@example.com'])
    const none = <ReachPanel lead={{ phoneE164: null, email: null }} />
    expect(hrefs(none)).toEqual([])
    expect(visibleText(none)).toContain('Aranabilir bir telefon numarası veya e-posta adresi yok.')
  })

  test('the detail puts reaching, the status and the note before the request (first on a phone)', () => {
    const text = dialogText()
    const order = ['Müşteriye Ulaş', 'Durum', 'Dahili Notlar', 'İletişim Bilgileri', 'Detaylar', 'Geçmiş'].map((title) =>
      text.indexOf(title),
    )
    expect(order.every((at) => at >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })
})
