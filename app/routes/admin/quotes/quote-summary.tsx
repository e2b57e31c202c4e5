import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import type { AdminVersionView } from '~/features/quotes/admin-quotes.server'
import { ExtendSchema } from '~/features/quotes/schemas'
import { buttonClass } from '~/ui/button'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { QuoteFigures } from './quote-figures'
import { formatDay, StatusNotice } from './quote-status'

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
  proformaErrors,
  bankMissing,
}: {
  quoteId: string
  version: AdminVersionView
  extendDefault: string
  extendResult: SubmissionResult<string[]> | undefined
  withdrawErrors: string[] | undefined
  proformaErrors: string[] | undefined
  /** The bank settings still missing (a proforma needs them all). */
  bankMissing: readonly string[]
}) {
  return (
    <FormSection id="quote-current" title={`Sürüm ${version.version}`}>
      <div className="space-y-5">
        <StatusNotice version={version} quoteId={quoteId} />
        {version.status === 'accepted' && !version.proforma && <IssueProforma bankMissing={bankMissing} errors={proformaErrors} />}
        <QuoteFigures version={version} />
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Term label="Teslim şekli (Incoterms® 2020)" value={`${version.incoterm} ${version.incotermPlace}`} />
          <Term label="Ödeme koşulları" value={version.paymentTerms} />
          <Term label="Geçerlilik tarihi" value={formatDay(version.validUntil)} />
          <Term label="Yükleme dönemi" value={version.shipmentWindowText} />
          <Term label="Alıcıya not" value={version.buyerNote} />
          <Term label="İç not — alıcı görmez" value={version.internalNote} />
        </dl>
        <div className="flex flex-wrap items-start gap-4 border-t border-stone-200 pt-4">
          {version.status !== 'accepted' && (
            <Link to={`/admin/quotes/${quoteId}?edit=1`} className={buttonClass()} data-testid="new-version">
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

/**
 * An accepted version without its proforma (the bank account was not set at the acceptance): the
 * proforma is issued here once the bank account is set, and e-mailed to the buyer.
 */
function IssueProforma({ bankMissing, errors }: { bankMissing: readonly string[]; errors: string[] | undefined }) {
  return (
    <Form
      method="post"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="issue-proforma"
    >
      <p className="text-sm">
        {bankMissing.length > 0 ? (
          <>
            Proforma fatura için önce banka hesabını ayarlayın (eksik: {bankMissing.join(', ')}):{' '}
            <Link to="/admin/bank-account" className="font-semibold underline">
              Banka hesabı
            </Link>
            .
          </>
        ) : (
          'Banka hesabı artık tanımlı: proforma faturayı şimdi düzenleyebilirsiniz; alıcıya e-postayla gönderilir.'
        )}
      </p>
      <StatusButton name="intent" value="issue-proforma" pendingLabel="Düzenleniyor...">
        Proformayı düzenle
      </StatusButton>
      <FormAlert title="Proforma düzenlenemedi" errors={errors} compact />
    </Form>
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
      <Field meta={fields.validUntil} type="date" label="Yeni geçerlilik tarihi" />
      <StatusButton name="intent" value="extend" tone="outline" pendingLabel="Uzatılıyor...">
        Geçerliliği uzat
      </StatusButton>
      <FormAlert id={form.errorId} title="Uzatılamadı" errors={form.errors} compact className="basis-full" />
    </Form>
  )
}
