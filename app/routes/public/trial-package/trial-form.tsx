import {
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import type { FormEvent, InputHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { z } from 'zod'
import { MAX_LEAD_LINES } from '~/features/leads/lead-lines'
import { calibreLabel } from '~/features/products/calibres'
import { formatPrice } from '~/features/products/price'
import { cleanPhone, quantityOrOne, rowCalibre, rowCalibres, rowCost, type TrialPrice } from '~/features/leads/trial-row'
import { formT } from '~/lib/forms/messages'
import { type FormConstraint, uncheckedSubmission, useLazyValidation } from '~/lib/forms/use-lazy-validation'
import type { trialSchema } from '~/features/leads/trial-schema'
import { localeTags } from '~/lib/locale'
import { pagePath } from '~/site-map'
import { useLocale } from '~/lib/use-locale'
import { CountryOptions } from '~/features/leads/country-options'
import { useFormCountries } from '~/features/leads/form-countries'
import { inputClass } from '~/ui/classes'
import { ErrorList, Field, FormAlert, fieldIds, withHtmlIds } from '~/ui/field'
import { StatusButton } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'
import { FormGuardFields } from '~/features/leads/form-guard-fields'
import { numberFormatter } from '~/lib/numbers'

export interface TrialProduct {
  id: string
  title: string
  calibres: string[]
  /** The price ranges of the product page; without them the rows show no price. */
  prices?: TrialPrice[]
}

type TrialFormValue = z.input<ReturnType<typeof trialSchema>>
type TrialRow = NonNullable<TrialFormValue['selectedProducts']>[number]
type TrialFormMeta = FormMetadata<TrialFormValue, string[]>

const importTrialValidation = () => import('~/features/leads/form-validation').then((m) => m.validateTrial)

/** A new row: calibre 1, 1 kg. */
const newRow = { calibre: '1', quantity: '1' }

/**
 * The trial-package request: product rows (product, calibre, kg), contact data and the agreement.
 * Adding and removing rows are conform intents, so they work as plain posts without JavaScript.
 * The browser checks it with the server's schema and messages in the page's language (whether
 * the phone number fits the country is checked by the server alone).
 */
export function TrialForm({
  products,
  preselectedCountry,
  lastResult,
  constraint,
}: {
  products: TrialProduct[]
  /** Every country, the preselected one first (the field is optional: an empty choice comes first). */
  preselectedCountry: string | null
  lastResult?: SubmissionResult<string[]>
  /** The schema's HTML constraints, made by the loader. */
  constraint: FormConstraint
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { validator: validate, triggers: loadValidation } = useLazyValidation(importTrialValidation)
  const [form, fields] = useForm<TrialFormValue>({
    id: 'trial-request',
    lastResult,
    constraint,
    onValidate: ({ formData }) => (validate ? validate(formData, formT(t), locale) : uncheckedSubmission(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { country: preselectedCountry ?? '', selectedProducts: [newRow] },
  })
  const { key: countryKey, ...countryProps } = getSelectProps(fields.country)
  const countries = useFormCountries(locale, preselectedCountry, fields.country.id)
  // Never more rows than the schema allows, whatever a posted form held.
  const rows = fields.selectedProducts.getFieldList().slice(0, MAX_LEAD_LINES)
  const total = rows.reduce((sum, row) => sum + quantityOrOne(row.getFieldset().quantity.value), 0)
  const amount = productsAmount(rows, products)

  return (
    <Form method="post" {...getFormProps(form)} {...loadValidation} data-hydrated={hydrated || undefined} className="mt-6 space-y-8">
      <FormGuardFields />
      {/* Enter in a field sends the form: the first submit button is the default one, not 'add row'. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="absolute left-[-10000px] size-px overflow-hidden">
        {t('trial.submit')}
      </button>
      <fieldset className="space-y-4">
        <legend className="font-serif text-xl font-semibold text-fig-800">{t('trial.productsTitle')}</legend>
        <ol className="space-y-4">
          {rows.map((row, index) => (
            <ProductRow
              key={row.key}
              form={form}
              listName={fields.selectedProducts.name}
              row={row}
              index={index}
              products={products}
              removable={rows.length > 1}
            />
          ))}
        </ol>
        <ErrorList firstOnly id={fields.selectedProducts.errorId} errors={fields.selectedProducts.errors} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {rows.length < MAX_LEAD_LINES && (
            // conform's intent buttons come without a type; every button says what it does (an intent posts the form).
            <button
              type="submit"
              {...form.insert.getButtonProps({ name: fields.selectedProducts.name, defaultValue: newRow })}
              className="rounded-full border border-fig-700 px-5 py-2 font-semibold text-fig-700 hover:bg-fig-50"
            >
              <span aria-hidden="true">+ </span>
              {t('trial.addRow')}
            </button>
          )}
          <p className="font-semibold text-fig-800" aria-live="polite" data-testid="trial-total">
            {t('trial.totalKg', { total: numberFormatter(localeTags[locale]).format(total) })}
          </p>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-serif text-xl font-semibold text-fig-800">{t('trial.contactTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            size="md"
            firstErrorOnly
            id={fields.fullName.id}
            label={t('trial.labels.fullName')}
            errorId={fields.fullName.errorId}
            errors={fields.fullName.errors}
          >
            <TextInput props={getInputProps(fields.fullName, { type: 'text' })} autoComplete="name" />
          </Field>
          <Field
            size="md"
            firstErrorOnly
            id={fields.phone.id}
            label={t('trial.labels.phone')}
            errorId={fields.phone.errorId}
            errors={fields.phone.errors}
            hint={t('trial.phoneHint')}
            hintId={fields.phone.descriptionId}
          >
            <TextInput
              props={getInputProps(fields.phone, { type: 'tel', ariaDescribedBy: fields.phone.descriptionId })}
              autoComplete="tel"
              inputMode="tel"
              onInput={keepPhoneCharacters}
            />
          </Field>
          <Field
            size="md"
            firstErrorOnly
            id={fields.email.id}
            label={t('trial.labels.email')}
            errorId={fields.email.errorId}
            errors={fields.email.errors}
          >
            <TextInput props={getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
          </Field>
          <Field
            size="md"
            firstErrorOnly
            id={fields.company.id}
            label={t('trial.labels.company')}
            errorId={fields.company.errorId}
            errors={fields.company.errors}
          >
            <TextInput props={getInputProps(fields.company, { type: 'text' })} autoComplete="organization" />
          </Field>
          <Field
            size="md"
            firstErrorOnly
            id={fields.country.id}
            label={t('trial.labels.country')}
            errorId={fields.country.errorId}
            errors={fields.country.errors}
          >
            <select key={countryKey} {...countryProps} autoComplete="country" className={inputClass}>
              <CountryOptions countries={countries} emptyLabel={t('trial.chooseCountry')} />
            </select>
          </Field>
          <Field
            size="md"
            firstErrorOnly
            id={fields.address.id}
            label={t('trial.labels.address')}
            errorId={fields.address.errorId}
            errors={fields.address.errors}
            className="sm:col-span-2"
          >
            <TextArea props={getTextareaProps(fields.address)} rows={3} autoComplete="street-address" />
          </Field>
          <Field
            size="md"
            firstErrorOnly
            id={fields.notes.id}
            label={t('trial.labels.notes')}
            errorId={fields.notes.errorId}
            errors={fields.notes.errors}
            className="sm:col-span-2"
          >
            <TextArea props={getTextareaProps(fields.notes)} rows={3} />
          </Field>
        </div>
      </fieldset>

      <TrialCost amount={amount} />

      <div>
        <div className="flex items-start gap-3">
          <CheckboxInput props={getInputProps(fields.agreementAccepted, { type: 'checkbox' })} />
          <label htmlFor={fields.agreementAccepted.id} className="text-stone-800">
            <AgreementText newTabNoteId={`${form.id}-terms-new-tab`} />
          </label>
          <span id={`${form.id}-terms-new-tab`} className="hidden">
            {t('common.opensInNewTab')}
          </span>
        </div>
        <ErrorList firstOnly id={fields.agreementAccepted.errorId} errors={fields.agreementAccepted.errors} />
      </div>

      <FormAlert id={form.errorId} title={t('common.errorTitle')} errors={form.errors} />
      <StatusButton size="lg" pendingLabel={t('trial.sending')}>
        {t('trial.submit')}
      </StatusButton>
    </Form>
  )
}

/** One product row. Choosing a product sets the calibre to its first one. */
function ProductRow({
  form,
  listName,
  row,
  index,
  products,
  removable,
}: {
  form: TrialFormMeta
  listName: string
  row: FieldMetadata<TrialRow, TrialFormValue, string[]>
  index: number
  products: TrialProduct[]
  removable: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { productId, calibre, quantity } = row.getFieldset()
  const product = products.find((p) => p.id === productId.value)
  const calibres = rowCalibres(product?.calibres)
  // Re-rendered by the server (no JavaScript) after a product was chosen: its first calibre,
  // unless the one already picked is among its own.
  const calibreValue = rowCalibre(calibres, calibre.initialValue)
  const cost = rowCost(product, calibre.value, quantity.value)

  function chooseProduct(event: FormEvent<HTMLSelectElement>) {
    const chosen = products.find((p) => p.id === event.currentTarget.value)
    if (chosen?.calibres[0]) form.update({ name: calibre.name, value: chosen.calibres[0] })
  }

  const { key: productKey, ...productProps } = getSelectProps(productId)
  const { key: calibreKey, ...calibreProps } = getSelectProps(calibre)
  const { key: quantityKey, ...quantityProps } = getInputProps(quantity, { type: 'number' })
  return (
    <li className="rounded-2xl border border-stone-200 bg-cream-50 p-4" data-testid="trial-row">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <p className="text-sm font-semibold text-fig-700">{t('trial.rowTitle', { number: index + 1 })}</p>
        {removable && (
          <button
            type="submit"
            {...form.remove.getButtonProps({ name: listName, index })}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-700"
          >
            <span aria-hidden="true">× </span>
            {t('trial.removeRow')}
            <span className="sr-only"> {index + 1}</span>
          </button>
        )}
      </div>
      <div className="mt-1 grid gap-3 sm:grid-cols-12 sm:items-start">
        <Field
          size="md"
          firstErrorOnly
          {...fieldIds(productId)}
          label={t('trial.labels.product')}
          errors={productId.errors}
          className="sm:col-span-6"
        >
          <select key={productKey} {...withHtmlIds(productProps)} onChange={chooseProduct} className={inputClass}>
            <option value="">{t('trial.labels.selectProduct')}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          <noscript>
            <button
              type="submit"
              {...form.validate.getButtonProps({ name: productId.name })}
              className="mt-2 text-sm font-semibold text-fig-700 underline underline-offset-2"
            >
              {t('trial.showCalibres')}
            </button>
          </noscript>
        </Field>
        <Field
          size="md"
          firstErrorOnly
          {...fieldIds(calibre)}
          label={t('trial.labels.calibre')}
          errors={calibre.errors}
          className="sm:col-span-4"
        >
          <select
            key={`${calibreKey}-${product?.id ?? ''}`}
            {...withHtmlIds(calibreProps)}
            defaultValue={calibreValue}
            className={inputClass}
          >
            {calibres.map((value) => (
              <option key={value} value={value}>
                {calibreLabel(value, 'name', locale)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          size="md"
          firstErrorOnly
          {...fieldIds(quantity)}
          label={t('trial.labels.quantity')}
          errors={quantity.errors}
          className="sm:col-span-2"
        >
          <input key={quantityKey} {...withHtmlIds(quantityProps)} min={1} inputMode="decimal" className={inputClass} />
        </Field>
      </div>
      {cost && (
        <p className="mt-2 text-sm text-stone-700" aria-live="polite" data-testid="trial-row-price">
          {cost.price === null
            ? t('trial.cost.rowNoPrice')
            : t('trial.cost.rowPrice', {
                price: formatPrice(cost.price, localeTags[locale]),
                amount: formatPrice(cost.price * cost.kg, localeTags[locale]),
                quantity: numberFormatter(localeTags[locale]).format(cost.kg),
              })}
        </p>
      )}
    </li>
  )
}

/**
 * The products' indicative amount in USD: every row with a product priced by its product page,
 * or null while there is none or a row has no price (the amount would be too low).
 */
function productsAmount(rows: FieldMetadata<TrialRow, TrialFormValue, string[]>[], products: TrialProduct[]): number | null {
  const chosen = rows.flatMap((row) => {
    const { productId, calibre, quantity } = row.getFieldset()
    const product = products.find((p) => p.id === productId.value)
    return product ? [rowCost(product, calibre.value, quantity.value)] : []
  })
  if (chosen.length === 0) return null
  let amount = 0
  for (const cost of chosen) {
    if (cost?.price == null) return null
    amount += cost.price * cost.kg
  }
  return amount
}

/**
 * What the trial costs and how it is paid, before the visitor agrees and sends: how the price is
 * made, free shipping, payment by bank transfer before dispatch, and that the prices are
 * indicative (the payment details state the amount).
 */
function TrialCost({ amount }: { amount: number | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section aria-labelledby="trial-cost-title" className="rounded-xl bg-gold-100 px-4 py-3 text-fig-900" data-testid="trial-cost">
      <h3 id="trial-cost-title" className="font-serif text-lg font-semibold">
        {t('trial.cost.title')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('trial.cost.products')}</li>
        <li>{t('trial.cost.shipping')}</li>
        <li>{t('trial.paymentNote')}</li>
        <li>{t('trial.cost.indicative')}</li>
      </ul>
      <p className="mt-2 font-semibold" aria-live="polite" data-testid="trial-cost-total">
        {amount !== null && t('trial.cost.total', { amount: formatPrice(amount, localeTags[locale]) })}
      </p>
    </section>
  )
}

/**
 * The agreement sentence with its words naming the terms as a link to the terms page, opened in
 * a new tab so the form keeps what was typed. The note saying so is the link's description
 * (`newTabNoteId`), outside the label: the checkbox stays named by the sentence alone.
 */
function AgreementText({ newTabNoteId }: { newTabNoteId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const sentence = t('trial.agreement')
  const words = t('trial.agreementLink')
  const at = sentence.indexOf(words)
  const link = (
    <a
      href={pagePath('trial-terms', locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={newTabNoteId}
      className="font-semibold text-fig-700 underline underline-offset-2 hover:text-fig-900"
    >
      {words}
    </a>
  )
  // A sentence that no longer holds the link's words keeps the link after it.
  if (at < 0)
    return (
      <>
        {sentence} {link}
      </>
    )
  return (
    <>
      {sentence.slice(0, at)}
      {link}
      {sentence.slice(at + words.length)}
    </>
  )
}

/** Typed as they go (with JavaScript): only digits, spaces, hyphens, parentheses and plus stay. */
function keepPhoneCharacters(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const cleaned = cleanPhone(input.value)
  if (cleaned !== input.value) input.value = cleaned
}

type ControlProps<P> = { props: P & { key?: string } }

function TextInput({
  props: { key, ...props },
  ...rest
}: ControlProps<ReturnType<typeof getInputProps>> & InputHTMLAttributes<HTMLInputElement>) {
  return <input key={key} {...props} {...rest} className={inputClass} />
}

function TextArea({
  props: { key, ...props },
  ...rest
}: ControlProps<ReturnType<typeof getTextareaProps>> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea key={key} {...props} {...rest} className={inputClass} />
}

function CheckboxInput({ props: { key, ...props } }: ControlProps<ReturnType<typeof getInputProps>>) {
  return <input key={key} {...props} className="mt-1 size-5 shrink-0 rounded border-stone-400 accent-fig-700" />
}
