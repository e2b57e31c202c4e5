/**
 * The quote figures of the admin dashboard, each counted by one aggregate query in PostgreSQL (a
 * handful of index-range scans, whatever the number of leads and quotes), on a clock passed in.
 * Days are Türkiye days (a version is valid to the end of its `validUntil` day there, as
 * `isExpired` says); "this month" is `calendarMonth`. A quote's open offer is its version with
 * status 'sent': sending or extending supersedes the one before, so a quote has at most one, and
 * a draft of the next version does not close it. `quoteTiles` writes them for the dashboard, each
 * with a line that says what it counts.
 */
import { calendarMonth, formatDate, isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { numberFormatter } from '~/lib/numbers'
import { formatMoney } from './money'
import { dayDate, dayOf } from './quote-rows.server'
import type { CurrencyCode } from './quote-view'

const DAY_MS = 86_400_000
/** A quote sent this many days ahead of its last day or less is "expiring". */
export const EXPIRING_DAYS = 3
/** The window of the acceptance rate and of the time to the first quote. */
export const RECENT_DAYS = 90

const currencies = ['USD', 'EUR'] as const satisfies readonly CurrencyCode[]

/** An amount per currency: `total` is a decimal string with two decimals. */
export interface CurrencySum {
  currency: CurrencyCode
  total: string
  /** How many versions (one per quote) the sum adds up. */
  quotes: number
}

/** 'YYYY-MM-DD' `days` after the day `day`. */
const addDays = (day: string, days: number) => dayOf(new Date(dayDate(day).getTime() + days * DAY_MS))

/** The sums of a query in USD, EUR order; a currency without versions is left out. */
function currencySums(rows: { currency: string; total: string; quotes: number }[]): CurrencySum[] {
  return currencies.flatMap((currency) => {
    const row = rows.find((r) => r.currency === currency)
    return row ? [{ currency, total: row.total, quotes: row.quotes }] : []
  })
}

export async function quoteDashboard(now = new Date()) {
  const today = isoDay(now)
  const expiringUntil = addDays(today, EXPIRING_DAYS)
  const month = calendarMonth(now)
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * DAY_MS)
  const recentFromDay = isoDay(recentFrom)

  const [sent, quoted, accepted, outcomes, firstSent] = await Promise.all([
    // Open: sent and its last day is today or later. Expiring: of those, the last day is at most 3 days ahead.
    prisma.$queryRaw<{ open: number; expiring: number }[]>`
      SELECT count(*)::int AS open, count(*) FILTER (WHERE "validUntil" <= ${expiringUntil}::date)::int AS expiring
      FROM "QuoteVersion"
      WHERE status = 'sent' AND "validUntil" >= ${today}::date`,
    // Quoted this month: of each quote, the newest version sent this month (an extension or a revision replaces the earlier one).
    prisma.$queryRaw<{ currency: string; total: string; quotes: number }[]>`
      SELECT currency, sum(total)::text AS total, count(*)::int AS quotes
      FROM (
        SELECT DISTINCT ON ("quoteId") currency::text AS currency, total
        FROM "QuoteVersion"
        WHERE "sentAt" >= ${month.start} AND "sentAt" < ${month.end}
        ORDER BY "quoteId", version DESC
      ) AS newest
      GROUP BY currency`,
    // Accepted this month (a quote has at most one accepted version).
    prisma.$queryRaw<{ currency: string; total: string; quotes: number }[]>`
      SELECT currency::text AS currency, sum(total)::text AS total, count(*)::int AS quotes
      FROM "QuoteVersion"
      WHERE status = 'accepted' AND "acceptedAt" >= ${month.start} AND "acceptedAt" < ${month.end}
      GROUP BY currency`,
    // The outcome of each quote whose newest non-draft version was answered in the last 90 days, or
    // whose last valid day was in the 90 days before today and passed unanswered.
    prisma.$queryRaw<{ accepted: number; declined: number; expired: number }[]>`
      SELECT
        count(*) FILTER (WHERE v.status = 'accepted')::int AS accepted,
        count(*) FILTER (WHERE v.status = 'declined')::int AS declined,
        count(*) FILTER (WHERE v.status = 'sent')::int AS expired
      FROM "QuoteVersion" v
      WHERE (
          (v.status = 'accepted' AND v."acceptedAt" >= ${recentFrom} AND v."acceptedAt" <= ${now})
          OR (v.status = 'declined' AND v."declinedAt" >= ${recentFrom} AND v."declinedAt" <= ${now})
          OR (v.status = 'sent' AND v."validUntil" >= ${recentFromDay}::date AND v."validUntil" < ${today}::date)
        )
        AND NOT EXISTS (
          SELECT 1 FROM "QuoteVersion" n WHERE n."quoteId" = v."quoteId" AND n.version > v.version AND n.status <> 'draft'
        )`,
    // From the request to its quote's first sent version, for quotes first sent in the last 90 days. The
    // request's time is read per quote (two primary-key reads), so the cost follows the quotes of the
    // window, not the number of leads.
    prisma.$queryRaw<{ quotes: number; seconds: number | null }[]>`
      SELECT count(*)::int AS quotes,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM (first."sentAt" - first."requestedAt"))::float8) AS seconds
      FROM (
        SELECT v."sentAt",
          (SELECT l."createdAt" FROM "Quote" q JOIN "Lead" l ON l.id = q."leadId" WHERE q.id = v."quoteId") AS "requestedAt"
        FROM "QuoteVersion" v
        WHERE v."sentAt" >= ${recentFrom} AND v."sentAt" <= ${now}
          AND NOT EXISTS (SELECT 1 FROM "QuoteVersion" e WHERE e."quoteId" = v."quoteId" AND e."sentAt" < v."sentAt")
      ) AS first`,
  ])

  const { accepted: won, declined, expired } = outcomes[0]
  const settled = won + declined + expired
  return {
    today,
    expiringUntil,
    month: { start: month.start, end: month.end, label: month.label },
    open: sent[0].open,
    expiring: sent[0].expiring,
    quotedThisMonth: currencySums(quoted),
    acceptedThisMonth: currencySums(accepted),
    acceptance: { accepted: won, declined, expired, rate: settled ? won / settled : null },
    firstQuote: { quotes: firstSent[0].quotes, medianSeconds: firstSent[0].seconds },
  }
}
export type QuoteFigures = Awaited<ReturnType<typeof quoteDashboard>>

// --- The figures in Turkish -------------------------------------------------------------------

/** Each currency's sum in Turkish ('$12.345,60', '€1.000,00'), or ['—'] when there is none. */
export function formatSums(sums: readonly CurrencySum[]): string[] {
  return sums.length ? sums.map((sum) => formatMoney(sum.total, sum.currency, 'tr')) : ['—']
}

/** '%66,7', or '—' without any quote to count. */
export const formatRate = (rate: number | null) =>
  rate === null ? '—' : numberFormatter('tr-TR', { style: 'percent', maximumFractionDigits: 1 }).format(rate)

/** '45 dakika' under an hour, '20 saat' / '36,5 saat' under two days, '3,2 gün' beyond; '—' without a figure. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—'
  const one = numberFormatter('tr-TR', { maximumFractionDigits: 1 })
  const hours = seconds / 3600
  if (hours < 1) return `${Math.round(seconds / 60)} dakika`
  if (hours < 48) return `${one.format(hours)} saat`
  return `${one.format(hours / 24)} gün`
}

/** The quote requests: the lead list has no filter by quote status, so the tiles of open quotes open this tab. */
const QUOTE_LEADS = '/admin/leads?type=quote'

export interface QuoteTile {
  id: string
  label: string
  /** One line, or one line per currency. */
  value: string[]
  /** What the figure counts. */
  hint: string
  to?: string
}

/** The quote figures as tiles, in Turkish. */
export function quoteTiles(f: QuoteFigures): QuoteTile[] {
  const { accepted, declined, expired } = f.acceptance
  return [
    {
      id: 'open',
      label: 'Açık Teklifler',
      value: [String(f.open)],
      hint: 'Gönderilmiş, henüz yanıtlanmamış ve geçerlilik süresi dolmamış teklifler',
      to: QUOTE_LEADS,
    },
    {
      id: 'expiring',
      label: `${EXPIRING_DAYS} Gün İçinde Süresi Dolacak`,
      value: [String(f.expiring)],
      hint: `Açık tekliflerden son geçerlilik günü bugün ile ${formatDate(dayDate(f.expiringUntil))} arasında olanlar`,
      to: QUOTE_LEADS,
    },
    {
      id: 'quoted-this-month',
      label: 'Bu Ay Teklif Edilen',
      value: formatSums(f.quotedThisMonth),
      hint: `${f.month.label} içinde gönderilen tekliflerin toplamı; her tekliften yalnızca bu ay gönderilen son sürüm sayılır`,
    },
    {
      id: 'accepted-this-month',
      label: 'Bu Ay Kabul Edilen',
      value: formatSums(f.acceptedThisMonth),
      hint: `${f.month.label} içinde alıcının kabul ettiği tekliflerin toplamı`,
    },
    {
      id: 'acceptance-rate',
      label: 'Kabul Oranı',
      value: [formatRate(f.acceptance.rate)],
      hint:
        `Son ${RECENT_DAYS} günde yanıtlanan veya süresi dolan teklifler: ${accepted} kabul ÷ ` +
        `(${accepted} kabul + ${declined} ret + ${expired} süresi dolan). Geri çekilenler sayılmaz.`,
    },
    {
      id: 'time-to-quote',
      label: 'Teklif Süresi (medyan)',
      value: [formatDuration(f.firstQuote.medianSeconds)],
      hint: `Talebin gelişinden ilk sürümün gönderilmesine kadar; son ${RECENT_DAYS} günde ilk kez gönderilen ${f.firstQuote.quotes} teklif`,
    },
  ]
}
