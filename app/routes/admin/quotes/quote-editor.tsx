import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import type { AdminVersionView, QuoteFormDefault, QuoteProductOption } from '~/features/quotes/admin-quotes.server'
import { incoterms, paymentTermCodes, paymentTermNamesTr } from '~/features/quotes/quote-terms'
import { QuoteFormFieldsSchema, QuoteFormSchema } from '~/features/quotes/schemas'
import { MAX_WEEK_OF_MONTH } from '~/features/quotes/shipment-window'
import { type Locale, localeNamesTr } from '~/lib/locale'
import { buttonClass } from '~/ui/button'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, SelectField, TextareaField } from '~/ui/forms'
import { Options } from '~/ui/options'
import { StatusButton } from '~/ui/status-button'
import { StickyActions, stickyActionsScrollMargin } from '~/ui/sticky-actions'
import { type BuyerLanguage, buyerTextProps } from './buyer-text-parts'
import { QuoteTotals } from './quote-figures'
import { QuoteExtras, QuoteLines } from './quote-lines'

const constraint = getZodConstraint(QuoteFormFieldsSchema)
const weeksOfMonth = Array.from({ length: MAX_WEEK_OF_MONTH }, (_, i) => i + 1)

export interface QuoteEditorData {
  /** The version the form was filled from (the draft itself, or the sent version a new one starts from). */
  basedOn: AdminVersionView
  value: QuoteFormDefault
  products: QuoteProductOption[]
  /** The AI is configured (each buyer-facing text then has a "translate" button, unless the buyer reads Turkish). */
  canTranslate: boolean
  /** An example window as the buyer reads it, in the buyer's language ('März 2027, 2. Woche'). */
  shipmentExample: string
}

/**
 * The quote's draft: lines, extra lines, terms and notes in one form that works without
 * JavaScript. Numbers are typed and shown the Turkish way ('2.450,50'). "Taslağı kaydet" stores it
 * (a sent version is never changed: saving makes the next version); "Alıcıya gönder" stores it and
 * opens the check before sending, where the admin confirms what the buyer will receive.
 */
export function QuoteEditor({
  quoteId,
  editor,
  locale,
  lastResult,
}: {
  quoteId: string
  editor: QuoteEditorData
  /** The buyer's language (the note to the buyer is written in it). */
  locale: Locale
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { basedOn } = editor
  const isDraft = basedOn.storedStatus === 'draft'
  const [form, fields] = useForm({
    id: 'quote-draft',
    lastResult,
    defaultValue: editor.value,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuoteFormSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const errors = Object.values(form.allErrors).some((list) => list.length > 0)
  const currency = String(fields.currency.value ?? 'USD')
  const selfHref = `/admin/quotes/${quoteId}`
  const language: BuyerLanguage = { locale, translate: editor.canTranslate && locale !== 'tr' }
  const legacyWindow = basedOn.shipmentWindow?.kind === 'text' ? basedOn.shipmentWindow.text : null
  return (
    <Form
      method="post"
      action={isDraft ? selfHref : `${selfHref}?edit=1`}
      {...getFormProps(form)}
      className={`space-y-6 ${stickyActionsScrollMargin}`}
    >
      {/* Enter in a text field saves the draft, never one of the list buttons below. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Taslağı kaydet
      </button>
      {!isDraft && (
        <p className="rounded-xl border border-gold-300 bg-cream-50 p-4 text-sm text-stone-800" data-testid="new-version-notice">
          Sürüm {basedOn.version} alıcıya gönderildi ve değiştirilemez: kaydettiğinizde sürüm {basedOn.version + 1} taslağı oluşur.
        </p>
      )}
      <FormAlert
        id={form.errorId}
        title="Hata"
        errors={errors ? (form.errors?.length ? form.errors : ['Lütfen işaretli alanları düzeltin.']) : null}
        testId="form-errors"
      />

      <FormSection id="quote-lines" title="Ürün satırları" description="Ürün seçin veya satırı elle yazın; fiyatlar kg başına.">
        <QuoteLines form={form} field={fields.lines} products={editor.products} currency={currency} language={language} />
      </FormSection>

      <FormSection id="quote-extras" title="Ek kalemler" description="Navlun, palet, numune gibi toplam tutara eklenen kalemler.">
        <QuoteExtras form={form} field={fields.extras} language={language} />
      </FormSection>

      <FormSection id="quote-terms" title="Koşullar">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField meta={fields.currency} label="Para birimi">
            <option value="USD">USD</option>
            <option value="EUR">EUR</option>
          </SelectField>
          <Field meta={fields.validUntil} type="date" label="Geçerlilik tarihi (son gün)" />
          <SelectField meta={fields.incoterm} label="Teslim şekli (Incoterms® 2020)">
            <Options values={incoterms} />
          </SelectField>
          <Field meta={fields.incotermPlace} label="Teslim yeri (ör. İzmir, Hamburg)" />
          <SelectField meta={fields.paymentTerms} label="Ödeme koşulu">
            <Options values={paymentTermCodes} label={(code) => paymentTermNamesTr[code]} />
          </SelectField>
          <Field meta={fields.advancePercent} label="Peşinat yüzdesi (kısmi peşinde)" inputMode="numeric" autoComplete="off" />
          <Field meta={fields.paymentTermsText} {...buyerTextProps('paymentTermsText', language, 'paymentTermsText', 'ödeme koşulu')} />
        </div>
      </FormSection>

      <FormSection
        id="quote-shipment"
        title="Yükleme dönemi"
        description={`Bir ay (isteğe bağlı olarak ayın haftası) veya bir tarih aralığı; alıcı bunu kendi dilinde okur (${localeNamesTr[locale]}).`}
      >
        {legacyWindow && (
          <p className="mb-3 rounded-lg border border-gold-300 bg-cream-50 p-3 text-sm text-stone-800" data-testid="legacy-shipment">
            Önceki sürümde serbest metin olarak yazılmış: “{legacyWindow}”. Alıcı bunu yazıldığı gibi okur; aşağıda ay veya tarih aralığı
            seçip kaydettiğinizde bu metnin yerini alır (seçmezseniz yükleme dönemi boş kalır).
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField meta={fields.shipmentKind} label="Tür">
            <option value="">Belirtilmedi</option>
            <option value="month">Ay (ve hafta)</option>
            <option value="range">Tarih aralığı</option>
          </SelectField>
          <Field meta={fields.shipmentMonth} type="month" label="Ay" hint="YYYY-AA, ör. 2027-03" />
          <SelectField meta={fields.shipmentWeek} label="Ayın haftası">
            <option value="">Hafta yok</option>
            {weeksOfMonth.map((week) => (
              <option key={week} value={String(week)}>
                {week}. hafta
              </option>
            ))}
          </SelectField>
          <Field meta={fields.shipmentFrom} type="date" label="İlk gün" />
          <Field meta={fields.shipmentTo} type="date" label="Son gün" />
        </div>
        <p className="mt-2 text-sm text-stone-600">Alıcı şöyle okur, örneğin: {editor.shipmentExample}</p>
      </FormSection>

      <FormSection id="quote-notes" title="Notlar">
        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField meta={fields.buyerNote} rows={5} {...buyerTextProps('buyerNote', language, 'buyerNote', 'alıcıya not')} />
          <TextareaField meta={fields.internalNote} label="İç not — alıcı görmez" rows={5} />
        </div>
      </FormSection>

      {isDraft && (
        <FormSection id="quote-saved-totals" title="Kaydedilmiş taslağın toplamları">
          <QuoteTotals version={basedOn} />
        </FormSection>
      )}

      <p className="text-sm text-stone-600">
        Sayıları Türkçe yazın: nokta binlik, virgül ondalık ayırıcıdır (2.450,50). “Alıcıya gönder” formu kaydeder ve gönderim kontrolünü
        açar: alıcı, dil, toplamlar ve geçerlilik orada onaylanınca teklif alıcıya e-postayla gider; her satırın birim fiyatı 0’dan büyük
        olmalıdır. PDF önizleme kaydedilmiş son sürümü gösterir.
      </p>
      <StickyActions>
        <a href={`${selfHref}/preview.pdf`} target="_blank" rel="noopener" className={buttonClass({ tone: 'secondary' })}>
          PDF önizleme
        </a>
        {!isDraft && (
          <Link to={selfHref} className={buttonClass({ tone: 'secondary' })}>
            Vazgeç
          </Link>
        )}
        <StatusButton name="intent" value="save" tone="outline" pendingLabel="Kaydediliyor...">
          Taslağı kaydet
        </StatusButton>
        <StatusButton name="intent" value="send" pendingLabel="Gönderiliyor...">
          Alıcıya gönder
        </StatusButton>
      </StickyActions>
    </Form>
  )
}
