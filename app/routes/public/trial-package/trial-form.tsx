import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { CountryOptions } from '~/features/leads/country-options'
import { useFormCountries } from '~/features/leads/form-countries'
import { FormGuardFields } from '~/features/leads/form-guard-fields'
import { MAX_LEAD_LINES } from '~/features/leads/lead-lines'
import { quantityOrOne } from '~/features/leads/trial-row'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import { formT } from '~/lib/forms/messages'
import { type FormConstraint, uncheckedSubmission, useLazyValidation } from '~/lib/forms/use-lazy-validation'
import { localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import { useLocale } from '~/lib/use-locale'
import { CheckboxField, ErrorList, Field, FormAlert, publicField, SelectField, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'
import { ProductRow, productsAmount, type TrialFormValue, type TrialProduct } from './trial-product-row'
import { AgreementText, keepPhoneCharacters, TrialCost, type TrialCostTexts } from './trial-texts'

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
  cost,
}: {
  products: TrialProduct[]
  /** Every country, the preselected one first (the field is optional: an empty choice comes first). */
  preselectedCountry: string | null
  lastResult?: SubmissionResult<string[]>
  /** The schema's HTML constraints, made by the loader. */
  constraint: FormConstraint
  /** The cost box's texts: the page's content, from the loader. */
  cost: TrialCostTexts
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
          <Field meta={fields.fullName} label={t('trial.labels.fullName')} {...publicField} autoComplete="name" />
          <Field
            meta={fields.phone}
            label={t('trial.labels.phone')}
            {...publicField}
            hint={t('trial.phoneHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            onInput={keepPhoneCharacters}
          />
          <Field meta={fields.email} label={t('trial.labels.email')} {...publicField} type="email" autoComplete="email" />
          <Field meta={fields.company} label={t('trial.labels.company')} {...publicField} autoComplete="organization" />
          <SelectField meta={fields.country} label={t('trial.labels.country')} {...publicField} autoComplete="country">
            <CountryOptions countries={countries} emptyLabel={t('trial.chooseCountry')} />
          </SelectField>
          <TextareaField
            meta={fields.address}
            label={t('trial.labels.address')}
            {...publicField}
            rows={3}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <TextareaField
            meta={fields.notes}
            label={t('trial.labels.notes')}
            {...publicField}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            className="sm:col-span-2"
          />
        </div>
      </fieldset>

      <TrialCost texts={cost} amount={amount} />

      <CheckboxField
        meta={fields.agreementAccepted}
        look="plain"
        label={<AgreementText newTabNoteId={`${form.id}-terms-new-tab`} />}
        firstErrorOnly
      />
      <span id={`${form.id}-terms-new-tab`} className="hidden">
        {t('common.opensInNewTab')}
      </span>

      <FormAlert id={form.errorId} title={t('common.errorTitle')} errors={form.errors} />
      <StatusButton size="lg" pendingLabel={t('trial.sending')}>
        {t('trial.submit')}
      </StatusButton>
    </Form>
  )
}
