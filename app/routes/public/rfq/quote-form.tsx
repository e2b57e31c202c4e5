import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useLocation } from 'react-router'
import { DeclaredFieldInputs } from '~/features/leads/declared-field-inputs'
import type { DeclaredControl } from '~/features/leads/declared-fields'
import { FormGuardFields } from '~/features/leads/form-guard-fields'
import { MAX_LEAD_LINES } from '~/features/leads/lead-lines'
import { asksProvince } from '~/features/leads/location'
import { addedProductIds, newQuoteLine } from '~/features/leads/quote-line'
import type { QuoteFormInput } from '~/features/leads/quote-schema'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import { formT } from '~/lib/forms/messages'
import { type FormConstraint, uncheckedSubmission, useLazyValidation } from '~/lib/forms/use-lazy-validation'
import { useLocale } from '~/lib/use-locale'
import { ErrorList, Field, FormAlert, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'
import { LocationFields } from './location-fields'
import { ProductLines } from './product-lines'
import { ProductPicker } from './product-picker'
import type { ProvinceDistricts, QuoteProduct } from './types'

const importQuoteValidation = () => import('~/features/leads/form-validation').then((m) => m.validateQuote)

/**
 * The quote request: contact data with the country, product lines, the buyer's terms (the
 * declared fields) and the visitor's own text.
 * The browser checks it with the server's schema and messages in the page's language, loaded when
 * the visitor starts on the form (the
 * phone number's fit to the country is checked by the server alone). Works without JavaScript:
 * adding/removing lines, applying the country and loading a province's districts post the form
 * back with conform intents, and the page comes back with everything typed kept.
 */
export function QuoteForm({
  products,
  provinces,
  postedDistricts,
  preselectedCountry,
  lastResult,
  preselectedId,
  constraint,
  terms,
}: {
  products: QuoteProduct[]
  /** The province names; a province's districts come with the form's answer or from /api/districts. */
  provinces: string[]
  postedDistricts: ProvinceDistricts | undefined
  /** Every country, the preselected one first. */
  /** The visitor's likely country, selected on a fresh form (null: the visitor chooses). */
  preselectedCountry: string | null
  lastResult: SubmissionResult<string[]> | undefined
  /** `?productSlug=…`: that product is the first line of a fresh form. */
  preselectedId: string | null
  /** The schema's HTML constraints, made by the loader. */
  constraint: FormConstraint
  /** The controls of the declared fields (the buyer's terms), made by the loader. */
  terms: readonly DeclaredControl[]
}) {
  const { t } = useTranslation()
  const { validator: validate, triggers: loadValidation } = useLazyValidation(importQuoteValidation)
  const locale = useLocale()
  const location = useLocation()
  const productsById = useMemo(() => new Map(products.map((p) => [p.id, p])), [products])
  const preselected = preselectedId ? productsById.get(preselectedId) : undefined
  const [form, fields] = useForm<QuoteFormInput>({
    id: 'rfq-quote',
    lastResult,
    constraint,
    onValidate: ({ formData }) => (validate ? validate(formData, formT(t)) : uncheckedSubmission(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { locale, country: preselectedCountry ?? '', items: preselected ? [newQuoteLine(preselected)] : [] },
  })
  // Never more rows than the schema allows, whatever a posted form held.
  const lines = fields.items.getFieldList().slice(0, MAX_LEAD_LINES)
  const full = lines.length >= MAX_LEAD_LINES
  const added = addedProductIds(fields.items.value)
  // Without JavaScript the page reloads after each button; come back to where the visitor was.
  const here = location.pathname + location.search
  const hydrated = useHydrated()
  const optionalField = { size: 'md', optional: t('common.optional') } as const
  /** A button of one of conform's intents, which posts the form and comes back to `anchor`. */
  const intentButton = <P extends object>(props: P, anchor: string) => ({
    type: 'submit' as const,
    ...props,
    formAction: `${here}#${anchor}`,
  })

  return (
    <Form
      method="post"
      action={`${here}#rfq-form`}
      {...getFormProps(form)}
      {...loadValidation}
      data-hydrated={hydrated || undefined}
      className="mt-6 space-y-10"
    >
      {/* Enter in a text field sends the form, never one of the buttons below that edit it. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        {t('rfq.submit')}
      </button>
      <FormGuardFields />
      <input type="hidden" name={fields.locale.name} value={locale} />

      <fieldset>
        <legend className="font-serif text-xl font-semibold text-fig-800">{t('rfq.contactSection')}</legend>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field meta={fields.name} label={t('rfq.labels.name')} size="md" autoComplete="name" />
          <Field meta={fields.company} label={t('rfq.labels.company')} {...optionalField} autoComplete="organization" />
          <Field meta={fields.email} label={t('rfq.labels.email')} {...optionalField} type="email" autoComplete="email" />
          <Field
            meta={fields.phone}
            label={t('rfq.labels.phone')}
            size="md"
            hint={t('rfq.phoneHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <LocationFields
            country={fields.country}
            city={fields.city}
            district={fields.district}
            preselectedCountry={preselectedCountry}
            provinces={provinces}
            postedDistricts={postedDistricts}
            // The city came from the other kind of field (province list or free text): it starts over.
            onCountryChange={(from, to) => {
              if (asksProvince(from) !== asksProvince(to)) form.update({ name: fields.city.name, value: '' })
            }}
            onCityChange={() => form.update({ name: fields.district.name, value: '' })}
            // conform's intent buttons come without a type; every button says what it does (an intent posts the form).
            applyCountryButtonProps={intentButton(form.update.getButtonProps({ name: fields.district.name, value: '' }), fields.country.id)}
            showDistrictsButtonProps={intentButton(form.update.getButtonProps({ name: fields.district.name, value: '' }), fields.city.id)}
          />
          <TextareaField
            meta={fields.address}
            label={t('rfq.labels.address')}
            {...optionalField}
            rows={2}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
        </div>
      </fieldset>

      <fieldset id="rfq-products" className="scroll-mt-24">
        <legend className="font-serif text-xl font-semibold text-fig-800">{t('rfq.productsSection')}</legend>
        <ProductLines
          lines={lines}
          productsById={productsById}
          removeButtonProps={(index) => intentButton(form.remove.getButtonProps({ name: fields.items.name, index }), 'rfq-products')}
        />
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} />
        {full ? (
          <p className="mt-4 rounded-xl bg-cream-100 px-4 py-3 text-stone-700" data-testid="quote-lines-full">
            {t('forms.tooManyLines', { max: MAX_LEAD_LINES })}
          </p>
        ) : (
          <ProductPicker
            products={products}
            added={added}
            onAdd={(product) => form.insert({ name: fields.items.name, defaultValue: newQuoteLine(product) })}
            addButtonProps={(product) =>
              intentButton(form.insert.getButtonProps({ name: fields.items.name, defaultValue: newQuoteLine(product) }), 'rfq-products')
            }
          />
        )}
      </fieldset>

      <DeclaredFieldInputs id="quote-terms" controls={terms} fields={fields} />

      <TextareaField
        meta={fields.details}
        label={t('rfq.labels.details')}
        {...optionalField}
        rows={5}
        maxLength={LONG_TEXT_MAX}
        controlClassName="min-h-[120px]"
      />

      <FormAlert id={form.errorId} title={t('common.errorTitle')} errors={form.errors} />
      <StatusButton size="lg" pendingLabel={t('rfq.sending')}>
        {t('rfq.submit')}
      </StatusButton>
    </Form>
  )
}
