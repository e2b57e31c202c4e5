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
import { rowCalibre, rowCalibres } from '~/features/leads/trial-row'
import { formT } from '~/lib/forms/messages'
import { type FormConstraint, uncheckedSubmission, useLazyValidation } from '~/lib/forms/use-lazy-validation'
import type { trialSchema } from '~/features/leads/trial-schema'
import { cleanPhone, quantityOrOne } from '~/features/leads/trial-row'
import { localeTags } from '~/lib/locale'
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

      <p className="rounded-xl bg-gold-100 px-4 py-3 text-fig-900">{t('trial.paymentNote')}</p>

      <div>
        <div className="flex items-start gap-3">
          <CheckboxInput props={getInputProps(fields.agreementAccepted, { type: 'checkbox' })} />
          <label htmlFor={fields.agreementAccepted.id} className="text-stone-800">
            {t('trial.agreement')}
          </label>
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
  const calibreName = useCalibreOptionLabel()
  const { productId, calibre, quantity } = row.getFieldset()
  const product = products.find((p) => p.id === productId.value)
  const calibres = rowCalibres(product?.calibres)
  // Re-rendered by the server (no JavaScript) after a product was chosen: its first calibre,
  // unless the one already picked is among its own.
  const calibreValue = rowCalibre(calibres, calibre.initialValue)

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
                {calibreName(value)}
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
    </li>
  )
}

/** 'A2 – Özel Seri' for '2' or 'A2' in the page's language; other values 'Kalibrasyon X'. */
function useCalibreOptionLabel() {
  const locale = useLocale()
  return (value: string) => calibreLabel(value, 'name', locale)
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
