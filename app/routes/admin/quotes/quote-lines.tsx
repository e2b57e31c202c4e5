import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import type { ButtonHTMLAttributes } from 'react'
import { calibreLabel, productCalibres } from '~/features/products/calibres'
import type { QuoteFormValue, QuoteProductOption } from '~/features/quotes/admin-quotes.server'
import { extraKindNamesTr, extraKinds } from '~/features/quotes/quote-terms'
import { MAX_QUOTE_EXTRAS, MAX_QUOTE_LINES } from '~/features/quotes/schemas'
import { Button } from '~/ui/button'
import { ErrorList, Field, SelectField } from '~/ui/forms'
import { Options } from '~/ui/options'
import { type BuyerLanguage, buyerTextProps } from './buyer-text-parts'

type QuoteForm = FormMetadata<QuoteFormValue, string[]>
type Line = QuoteFormValue['lines'][number]
type Extra = NonNullable<QuoteFormValue['extras']>[number]

/** What "+ Satır ekle" adds: a hand-written line of 1,000 kg (written the Turkish way), its price still to be typed. */
const newLine = { productId: '', title: '', calibre: '', packSizeKg: '', quantityKg: '1.000', unitPrice: '0' }
const newExtra = { kind: 'freight', label: '', amount: '0' } as const

/**
 * The product lines: a product of ours or a line written by hand, its calibre, pack size,
 * kilograms and price per kg. Adding and removing are conform's list buttons (they post the form
 * without JavaScript and act in place with it); a quote keeps at least one line.
 */
export function QuoteLines({
  form,
  field,
  products,
  currency,
  language,
}: {
  form: QuoteForm
  field: FieldMetadata<QuoteFormValue['lines'], QuoteFormValue, string[]>
  products: QuoteProductOption[]
  currency: string
  language: BuyerLanguage
}) {
  const lines = field.getFieldList()
  return (
    <div>
      <ol className="space-y-4" data-testid="quote-lines">
        {lines.map((line, index) => (
          <li key={line.key}>
            <LineFields
              line={line}
              number={index + 1}
              products={products}
              currency={currency}
              language={language}
              removeProps={lines.length > 1 ? form.remove.getButtonProps({ name: field.name, index }) : null}
            />
          </li>
        ))}
      </ol>
      <ErrorList id={field.errorId} errors={field.errors} />
      {lines.length < MAX_QUOTE_LINES ? (
        <Button {...form.insert.getButtonProps({ name: field.name, defaultValue: newLine })} tone="secondary" size="sm" className="mt-3">
          + Satır ekle
        </Button>
      ) : (
        <p className="mt-3 text-sm text-stone-600">En fazla {MAX_QUOTE_LINES} satır eklenebilir.</p>
      )}
    </div>
  )
}

function LineFields({
  line,
  number,
  products,
  currency,
  language,
  removeProps,
}: {
  line: FieldMetadata<Line, QuoteFormValue, string[]>
  number: number
  products: QuoteProductOption[]
  currency: string
  language: BuyerLanguage
  removeProps: ButtonHTMLAttributes<HTMLButtonElement> | null
}) {
  const f = line.getFieldset()
  const calibre = String(f.calibre.initialValue ?? '')
  const otherCalibre = calibre && !productCalibres.some((code) => code === calibre) ? calibre : null
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-stone-50 p-4" data-testid="quote-line">
      <legend className="px-1 text-sm font-semibold text-stone-800">Satır {number}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField meta={f.productId} label="Ürün">
          <option value="">— Elle yazılmış satır —</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title_tr}
              {product.isActive ? '' : ' (pasif)'}
            </option>
          ))}
        </SelectField>
        <Field
          meta={f.title}
          hint="Ürün seçilmediyse satırın adı"
          {...buyerTextProps('lineTitle', language, f.title.name, `satır ${number}`)}
        />
        <SelectField meta={f.calibre} label="Kalibre">
          <option value="">Kalibre yok</option>
          <Options values={productCalibres} label={(code) => calibreLabel(code, 'name')} />
          {otherCalibre && <option value={otherCalibre}>{calibreLabel(otherCalibre, 'name')}</option>}
        </SelectField>
        <Field meta={f.packSizeKg} label="Ambalaj (kg)" {...decimal} />
        <Field meta={f.quantityKg} label="Miktar (kg)" {...decimal} />
        <Field meta={f.unitPrice} label={`Birim fiyat (${currency}/kg)`} {...decimal} />
      </div>
      {removeProps && (
        <Button {...removeProps} tone="remove" size="sm" className="mt-3">
          Satırı sil<span className="sr-only"> (satır {number})</span>
        </Button>
      )}
    </fieldset>
  )
}

/**
 * The extra lines (freight, pallets, samples, other): their kind, an optional label (the kind's
 * name in the buyer's language when empty) and the amount.
 */
export function QuoteExtras({
  form,
  field,
  language,
}: {
  form: QuoteForm
  field: FieldMetadata<QuoteFormValue['extras'], QuoteFormValue, string[]>
  language: BuyerLanguage
}) {
  const extras = field.getFieldList()
  return (
    <div>
      {extras.length === 0 && <p className="text-sm text-stone-500">Ek kalem yok.</p>}
      <ol className="space-y-3" data-testid="quote-extras">
        {extras.map((extra, index) => (
          <li key={extra.key}>
            <ExtraFields
              extra={extra}
              number={index + 1}
              language={language}
              removeProps={form.remove.getButtonProps({ name: field.name, index })}
            />
          </li>
        ))}
      </ol>
      <ErrorList id={field.errorId} errors={field.errors} />
      {extras.length < MAX_QUOTE_EXTRAS ? (
        <Button {...form.insert.getButtonProps({ name: field.name, defaultValue: newExtra })} tone="secondary" size="sm" className="mt-3">
          + Ek kalem ekle
        </Button>
      ) : (
        <p className="mt-3 text-sm text-stone-600">En fazla {MAX_QUOTE_EXTRAS} ek kalem eklenebilir.</p>
      )}
    </div>
  )
}

function ExtraFields({
  extra,
  number,
  language,
  removeProps,
}: {
  extra: FieldMetadata<Extra, QuoteFormValue, string[]>
  number: number
  language: BuyerLanguage
  removeProps: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const f = extra.getFieldset()
  return (
    <div className="grid items-end gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-[1fr_2fr_1fr_auto]" data-testid="quote-extra">
      <SelectField meta={f.kind} label={`Ek kalem ${number}: tür`}>
        <Options values={extraKinds} label={(kind) => extraKindNamesTr[kind]} />
      </SelectField>
      <Field
        meta={f.label}
        hint="İsteğe bağlı: boşsa alıcı türün adını kendi dilinde okur"
        {...buyerTextProps('extraLabel', language, f.label.name, `ek kalem ${number}`)}
      />
      <Field meta={f.amount} label="Tutar" {...decimal} />
      <Button {...removeProps} tone="remove" size="sm">
        Sil<span className="sr-only"> (ek kalem {number})</span>
      </Button>
    </div>
  )
}

/** A number typed the Turkish way ('2.450,50'): a text input, so nothing is rounded or reformatted by the browser. */
const decimal = { inputMode: 'decimal', autoComplete: 'off' } as const
