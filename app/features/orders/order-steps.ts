/**
 * An order's milestones and documents, declared once: the timeline (admin and buyer), the
 * admin's milestone form, the board's next step and what is overdue, the buyer's mails and the
 * API's codes all come from these two lists.
 *
 * Milestones are recorded in the list's order, each once. The two payment milestones are
 * recorded by the payments themselves, when the money they wait for has come (whenever that is);
 * the others by the sales team, each once the one before it is recorded and what it needs is
 * there. A milestone that does not apply to the order's terms (no advance asked, or the whole paid
 * in advance) is left out.
 */
import Decimal from 'decimal.js'
import type { PaymentSchedule } from '~/features/quotes/payment-schedule'
import type { Locale } from '~/lib/locale'

/** What an order holds, as the milestones' rules read it. Amounts are decimal strings. */
export interface OrderFacts {
  recorded: ReadonlySet<string>
  schedule: PaymentSchedule | null
  total: string
  paid: string
  releasedLots: number
  /** Whether the released lots' kilograms per line are the order's. */
  kgMatches: boolean
  kgDifferenceNote: string | null
  shipment: { containerNumber: string | null; etd: string | null; eta: string | null } | null
  /** Current documents (not replaced). */
  documents: number
}

/** What starts an overdue clock: days after the acceptance, or a shipment date passed. */
export type OverdueRule = { after: 'acceptance'; days: number } | { after: 'etd' | 'eta' }

interface MilestoneDeclaration {
  code: string
  /** The admin's (Turkish) name. */
  admin: string
  /** The buyer's name of it, in each language. */
  buyer: Record<Locale, string>
  /** 'payment': recorded when the payments reach `amountDue`; 'admin': recorded by the sales team. */
  by: 'payment' | 'admin'
  applies?: (facts: OrderFacts) => boolean
  /** The payments' sum that records a payment milestone. */
  amountDue?: (facts: OrderFacts) => string
  /** Why the sales team cannot record it yet (Turkish), or null. */
  missing?: (facts: OrderFacts) => string | null
  /** When it is late while not recorded. */
  overdue?: OverdueRule
  /** The admin's text of the late state. */
  overdueText?: string
}

const hasAdvance = (facts: OrderFacts) => facts.schedule?.advance != null
/** There is money left after the advance: whatever the terms, an order is paid in full in the end. */
const hasBalance = (facts: OrderFacts) => !facts.schedule?.advance || facts.schedule.balance !== null
const paidInFull = (facts: OrderFacts) => new Decimal(facts.paid).gte(facts.total)

export const milestones = [
  {
    code: 'advance-received',
    admin: 'Avans alındı',
    buyer: { tr: 'Avans ödemesi alındı', en: 'Advance payment received', de: 'Anzahlung eingegangen' },
    by: 'payment',
    applies: hasAdvance,
    amountDue: (facts) => facts.schedule?.advance?.amount ?? facts.total,
    overdue: { after: 'acceptance', days: 7 },
    overdueText: 'Avans kabulden sonraki 7 gün içinde gelmedi',
  },
  {
    code: 'in-production',
    admin: 'Üretimde',
    buyer: { tr: 'Üretimde', en: 'In production', de: 'In Produktion' },
    by: 'admin',
    missing: (facts) => (hasAdvance(facts) && !facts.recorded.has('advance-received') ? 'Önce avansın gelmesi gerekir' : null),
  },
  {
    code: 'lots-released',
    admin: 'Partiler onaylandı',
    buyer: { tr: 'Partiler analiz edildi ve onaylandı', en: 'Lots analysed and released', de: 'Partien analysiert und freigegeben' },
    by: 'admin',
    missing: (facts) => (facts.releasedLots === 0 ? 'Önce en az bir partiyi analiz sonucuyla onaylayın' : null),
  },
  {
    code: 'loaded',
    admin: 'Yüklendi',
    buyer: { tr: 'Konteynere yüklendi', en: 'Loaded into the container', de: 'In den Container verladen' },
    by: 'admin',
    missing: (facts) => {
      if (!facts.shipment?.containerNumber || !facts.shipment.etd) return 'Önce sevkiyatın konteyner numarasını ve ETD’sini kaydedin'
      if (!facts.kgMatches && !facts.kgDifferenceNote)
        return 'Onaylanan partilerin kilogramı siparişle aynı değil: farkın nedenini sevkiyat formunda yazın'
      return null
    },
    overdue: { after: 'etd' },
    overdueText: 'ETD geçti, yükleme kaydedilmedi',
  },
  {
    code: 'documents-sent',
    admin: 'Belgeler gönderildi',
    buyer: { tr: 'Belgeler gönderildi', en: 'Documents sent', de: 'Dokumente versandt' },
    by: 'admin',
    missing: (facts) => (facts.documents === 0 ? 'Önce en az bir belge yükleyin' : null),
  },
  {
    code: 'arrived',
    admin: 'Varış limanına ulaştı',
    buyer: { tr: 'Varış limanına ulaştı', en: 'Arrived at the port of discharge', de: 'Im Löschhafen angekommen' },
    by: 'admin',
    overdue: { after: 'eta' },
    overdueText: 'ETA geçti, varış kaydedilmedi',
  },
  {
    code: 'balance-received',
    admin: 'Bakiye alındı',
    buyer: { tr: 'Bakiye ödemesi alındı', en: 'Balance payment received', de: 'Restzahlung eingegangen' },
    by: 'payment',
    applies: hasBalance,
    amountDue: (facts) => facts.total,
  },
  {
    code: 'closed',
    admin: 'Kapatıldı',
    buyer: { tr: 'Sipariş tamamlandı', en: 'Order completed', de: 'Auftrag abgeschlossen' },
    by: 'admin',
    missing: (facts) => (paidInFull(facts) ? null : 'Sipariş tutarının tamamı ödenmeden kapatılamaz'),
  },
] as const satisfies readonly MilestoneDeclaration[]

export type Milestone = (typeof milestones)[number]
export type MilestoneCode = Milestone['code']
export const milestoneCodes = milestones.map((milestone) => milestone.code) as readonly MilestoneCode[]
export const isMilestoneCode = (value: unknown): value is MilestoneCode => milestoneCodes.includes(value as MilestoneCode)
export const milestoneOf = (code: MilestoneCode): MilestoneDeclaration =>
  milestones.find((milestone) => milestone.code === code) as MilestoneDeclaration

const declared = milestones as readonly MilestoneDeclaration[]

/** The milestones of this order (those that apply to its terms), in order. */
export const orderMilestones = (facts: OrderFacts): MilestoneDeclaration[] =>
  declared.filter((milestone) => !milestone.applies || milestone.applies(facts))

/** The sales team's milestones of this order, in order. */
const adminMilestones = (facts: OrderFacts) => orderMilestones(facts).filter((milestone) => milestone.by === 'admin')

/**
 * Why the sales team cannot record `code` now (Turkish), or null: it is recorded, it is a payment's,
 * it does not apply, the milestone before it is missing, or what it needs is not there.
 */
export function milestoneRefusal(code: MilestoneCode, facts: OrderFacts): string | null {
  const milestone = milestoneOf(code)
  if (milestone.by === 'payment') return `“${milestone.admin}” ödemeler kaydedildiğinde kendiliğinden işlenir`
  const own = adminMilestones(facts)
  const index = own.findIndex((entry) => entry.code === code)
  if (index < 0) return `“${milestone.admin}” bu siparişin ödeme koşullarında yok`
  const before = own[index - 1]
  if (before && !facts.recorded.has(before.code)) return `Önce “${before.admin}” kaydedilmeli`
  return milestone.missing?.(facts) ?? null
}

/** The payment milestones the payments have now reached and that are not recorded yet. */
export const reachedPaymentMilestones = (facts: OrderFacts): MilestoneCode[] =>
  orderMilestones(facts)
    .filter((milestone) => milestone.by === 'payment' && !facts.recorded.has(milestone.code))
    .filter((milestone) => new Decimal(facts.paid).gte(milestone.amountDue?.(facts) ?? facts.total))
    .map((milestone) => milestone.code as MilestoneCode)

/** The sales team's next milestone (the first not recorded), or null when the order is closed. */
export const nextAdminMilestone = (facts: OrderFacts): MilestoneCode | null =>
  (adminMilestones(facts).find((milestone) => !facts.recorded.has(milestone.code))?.code as MilestoneCode | undefined) ?? null

/** The order's next step: the first milestone not recorded, or null when everything is. */
export const nextMilestone = (facts: OrderFacts): MilestoneCode | null =>
  (orderMilestones(facts).find((milestone) => !facts.recorded.has(milestone.code))?.code as MilestoneCode | undefined) ?? null

/** The milestones that are late on `today` ('YYYY-MM-DD', Türkiye), given the day of the acceptance. */
export function overdueMilestones(facts: OrderFacts, acceptedOn: string, today: string): MilestoneCode[] {
  return orderMilestones(facts)
    .filter((milestone) => milestone.overdue && !facts.recorded.has(milestone.code))
    .filter((milestone) => {
      const rule = milestone.overdue as OverdueRule
      if (rule.after === 'acceptance') return addDays(acceptedOn, rule.days) < today
      const day = facts.shipment?.[rule.after]
      return day != null && day < today
    })
    .map((milestone) => milestone.code as MilestoneCode)
}

/** 'YYYY-MM-DD' plus `days`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The consignment's documents an EU buyer of Turkish dried figs needs, and one for anything else. */
export const documentKinds = [
  {
    code: 'health-certificate',
    admin: 'Sağlık sertifikası (aflatoksin analiziyle)',
    buyer: {
      tr: 'Sağlık sertifikası (resmi aflatoksin analiziyle)',
      en: 'Health certificate with the official aflatoxin analysis',
      de: 'Gesundheitszeugnis mit amtlicher Aflatoxin-Analyse',
    },
  },
  {
    code: 'ched-d',
    admin: 'CHED-D (TRACES ön bildirimi)',
    buyer: { tr: 'CHED-D (TRACES ön bildirimi)', en: 'CHED-D (TRACES pre-notification)', de: 'GGED-D / CHED-D (TRACES-Voranmeldung)' },
  },
  {
    code: 'commercial-invoice',
    admin: 'Ticari fatura',
    buyer: { tr: 'Ticari fatura', en: 'Commercial invoice', de: 'Handelsrechnung' },
  },
  {
    code: 'packing-list',
    admin: 'Çeki listesi',
    buyer: { tr: 'Çeki listesi', en: 'Packing list', de: 'Packliste' },
  },
  {
    code: 'bill-of-lading',
    admin: 'Konşimento (B/L)',
    buyer: { tr: 'Konşimento (B/L)', en: 'Bill of lading', de: 'Konnossement (B/L)' },
  },
  {
    code: 'proof-of-origin',
    admin: 'Menşe ispat belgesi (EUR.1)',
    buyer: { tr: 'Menşe ispat belgesi (EUR.1)', en: 'Proof of origin (EUR.1)', de: 'Ursprungsnachweis (EUR.1)' },
  },
  {
    code: 'other',
    admin: 'Diğer belge',
    buyer: { tr: 'Diğer belge', en: 'Other document', de: 'Sonstiges Dokument' },
  },
] as const satisfies readonly { code: string; admin: string; buyer: Record<Locale, string> }[]

export type DocumentKind = (typeof documentKinds)[number]['code']
export const documentKindCodes = documentKinds.map((kind) => kind.code) as readonly DocumentKind[]
export const documentKindOf = (code: string) => documentKinds.find((kind) => kind.code === code) ?? documentKinds[documentKinds.length - 1]
