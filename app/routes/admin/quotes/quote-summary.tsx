import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import type { AdminVersionView } from '~/features/quotes/admin-quotes.server'
import { formatKg, formatMoney, formatUnitPrice } from '~/features/quotes/money'
import { declineReasonNamesTr, declineReasons, extraKindNamesTr, extraKinds, quoteStatusNamesTr } from '~/features/quotes/quote-terms'
import { ExtendSchema } from '~/features/quotes/schemas'
import { formatDate, formatDateTime } from '~/lib/dates'
import { isOneOf } from '~/lib/one-of'
import { inputClass } from '~/ui/classes'
import { Field, FormAlert, withoutKey } from '~/ui/field'
import { FormSection } from '~/ui/form-section'
import { StatusButton } from '~/ui/status-button'

const statusTones: Record<AdminVersionView['status'], string> = {
  draft: 'bg-stone-200 text-stone-800',
  sent: 'bg-sky-100 text-sky-900',
  superseded: 'bg-stone-100 text-stone-700',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  withdrawn: 'bg-stone-200 text-stone-800',
  expired: 'bg-amber-100 text-amber-900',
}

export function QuoteStatusBadge({ status }: { status: AdminVersionView['status'] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[status]}`} data-testid="quote-status">
      {quoteStatusNamesTr[status]}
    </span>
  )
}

const extraName = (kind: string) => (isOneOf(extraKinds, kind) ? extraKindNamesTr[kind] : kind)
const declineName = (reason: string | null) => (isOneOf(declineReasons, reason) ? declineReasonNamesTr[reason] : reason)
const day = (value: string) => formatDate(`${value}T12:00:00Z`)

/** The figures of a version: its lines, its extras and the totals, in Turkish. */
export function QuoteFigures({ version }: { version: AdminVersionView }) {
  const money = (value: string) => formatMoney(value, version.currency, 'tr')
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm" data-testid="quote-figures">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-500">
            <th className="py-2 pr-3">Ürün</th>
            <th className="py-2 pr-3">Kalibre</th>
            <th className="py-2 pr-3 text-right">Ambalaj (kg)</th>
            <th className="py-2 pr-3 text-right">Miktar (kg)</th>
            <th className="py-2 pr-3 text-right">Birim fiyat</th>
            <th className="py-2 text-right">Tutar</th>
          </tr>
        </thead>
        <tbody>
          {version.lines.map((line) => (
            <tr key={line.position} className="border-b border-stone-100">
              <td className="py-2 pr-3">{line.title}</td>
              <td className="py-2 pr-3">{line.calibre ?? '–'}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{line.packSizeKg ? formatKg(line.packSizeKg, 'tr') : '–'}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatKg(line.quantityKg, 'tr')}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatUnitPrice(line.unitPrice, version.currency, 'tr')}</td>
              <td className="py-2 text-right tabular-nums">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <QuoteTotals version={version} />
    </div>
  )
}

/** Subtotal, each extra, the total and the kilograms. */
export function QuoteTotals({ version }: { version: AdminVersionView }) {
  const money = (value: string) => formatMoney(value, version.currency, 'tr')
  return (
    <dl className="ml-auto mt-3 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="quote-totals">
      <dt className="text-stone-600">Ara toplam</dt>
      <dd className="text-right tabular-nums">{money(version.subtotal)}</dd>
      {version.extras.map((extra) => (
        <Row
          key={extra.position}
          label={extra.label ? `${extraName(extra.kind)}: ${extra.label}` : extraName(extra.kind)}
          value={money(extra.amount)}
        />
      ))}
      <dt className="font-semibold text-stone-900">Genel toplam ({version.currency})</dt>
      <dd className="text-right font-semibold tabular-nums text-stone-900" data-testid="quote-total">
        {money(version.total)}
      </dd>
      <Row label="Toplam miktar" value={`${formatKg(version.totalKg, 'tr')} kg`} />
    </dl>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </>
  )
}

/** Where the version stands, in one sentence (and the buyer's answer when there is one). */
function StatusNotice({ version }: { version: AdminVersionView }) {
  switch (version.status) {
    case 'accepted':
      return (
        <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950" data-testid="quote-accepted">
          <p className="font-semibold">Teklif kabul edildi{version.acceptedAt && ` (${formatDateTime(version.acceptedAt)})`}</p>
          <p className="mt-1 text-sm">
            Kabul eden: {version.acceptedName} · {version.acceptedPosition}
            {version.poNumber && ` · Sipariş no. (PO): ${version.poNumber}`}
          </p>
          {version.proforma && <p className="mt-1 text-sm">Proforma fatura: {version.proforma.number}</p>}
        </div>
      )
    case 'declined':
      return (
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" data-testid="quote-declined">
          <p className="font-semibold">
            Teklif alıcı tarafından reddedildi{version.declinedAt && ` (${formatDateTime(version.declinedAt)})`}
          </p>
          <p className="mt-1 text-sm">Neden: {declineName(version.declineReason) ?? '-'}</p>
          {version.declineText && <p className="mt-1 whitespace-pre-wrap break-words text-sm">Yorum: {version.declineText}</p>}
        </div>
      )
    case 'withdrawn':
      return (
        <Notice>Teklif geri çekildi{version.withdrawnAt && ` (${formatDateTime(version.withdrawnAt)})`}: alıcı artık kabul edemez.</Notice>
      )
    case 'expired':
      return (
        <Notice>Teklifin süresi doldu (son gün {day(version.validUntil)}): süreyi uzatabilir veya yeni sürüm hazırlayabilirsiniz.</Notice>
      )
    default:
      return (
        <Notice>
          Alıcıya gönderildi{version.sentAt && ` (${formatDateTime(version.sentAt)})`}; yanıt bekleniyor. Son geçerlilik günü{' '}
          {day(version.validUntil)}.
        </Notice>
      )
  }
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800">{children}</p>
}

/**
 * A version that is no longer a draft, read-only: where it stands, its figures and terms; the
 * next version, a longer validity and withdrawing are its actions.
 */
export function QuoteSummary({
  quoteId,
  version,
  extendDefault,
  extendResult,
  withdrawErrors,
}: {
  quoteId: string
  version: AdminVersionView
  extendDefault: string
  extendResult: SubmissionResult<string[]> | undefined
  withdrawErrors: string[] | undefined
}) {
  return (
    <FormSection id="quote-current" title={`Sürüm ${version.version}`}>
      <div className="space-y-5">
        <StatusNotice version={version} />
        <QuoteFigures version={version} />
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Term label="Teslim şekli (Incoterms® 2020)" value={`${version.incoterm} ${version.incotermPlace}`} />
          <Term label="Ödeme koşulları" value={version.paymentTerms} />
          <Term label="Geçerlilik tarihi" value={day(version.validUntil)} />
          <Term label="Yükleme dönemi" value={version.shipmentWindow} />
          <Term label="Alıcıya not" value={version.buyerNote} />
          <Term label="İç not — alıcı görmez" value={version.internalNote} />
        </dl>
        <div className="flex flex-wrap items-start gap-4 border-t border-stone-200 pt-4">
          {version.status !== 'accepted' && (
            <Link
              to={`/admin/quotes/${quoteId}?edit=1`}
              className="rounded-lg bg-fig-700 px-4 py-2 font-semibold text-white hover:bg-fig-800"
              data-testid="new-version"
            >
              Yeni sürüm hazırla
            </Link>
          )}
          {version.storedStatus === 'sent' && <ExtendForm defaultValue={extendDefault} lastResult={extendResult} />}
          {version.status === 'sent' && (
            <Form method="post" className="space-y-2">
              <StatusButton name="intent" value="withdraw" tone="danger" pendingLabel="Geri çekiliyor...">
                Geri çek
              </StatusButton>
              <FormAlert title="Geri çekilemedi" errors={withdrawErrors} compact />
            </Form>
          )}
        </div>
      </div>
    </FormSection>
  )
}

function Term({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-stone-900">{value || '-'}</dd>
    </div>
  )
}

const extendConstraint = getZodConstraint(ExtendSchema)

/** A new last day: the same content is sent again as the next version. */
function ExtendForm({ defaultValue, lastResult }: { defaultValue: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'quote-extend',
    lastResult,
    defaultValue: { validUntil: defaultValue },
    constraint: extendConstraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExtendSchema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <Field id={fields.validUntil.id} label="Yeni geçerlilik tarihi" errorId={fields.validUntil.errorId} errors={fields.validUntil.errors}>
        <input {...withoutKey(getInputProps(fields.validUntil, { type: 'date' }))} className={inputClass} />
      </Field>
      <StatusButton name="intent" value="extend" tone="outline" pendingLabel="Uzatılıyor...">
        Geçerliliği uzat
      </StatusButton>
      <FormAlert id={form.errorId} title="Uzatılamadı" errors={form.errors} compact className="basis-full" />
    </Form>
  )
}

/** The earlier versions, newest first. */
export function VersionHistory({ versions }: { versions: AdminVersionView[] }) {
  if (versions.length === 0) return null
  return (
    <FormSection id="quote-versions" title="Önceki sürümler">
      <table className="w-full text-sm" data-testid="quote-versions">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-500">
            <th className="py-2 pr-3">Sürüm</th>
            <th className="py-2 pr-3">Durum</th>
            <th className="py-2 pr-3 text-right">Toplam</th>
            <th className="py-2">Tarih</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id} className="border-b border-stone-100">
              <td className="py-2 pr-3">Sürüm {version.version}</td>
              <td className="py-2 pr-3">
                <QuoteStatusBadge status={version.status} />
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(version.total, version.currency, 'tr')}</td>
              <td className="py-2">{formatDateTime(version.sentAt ?? version.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </FormSection>
  )
}
