/**
 * A form's declared fields (lead-fields.ts), each with the control its declaration names, in one
 * fieldset: `<DeclaredFieldInputs id="quote-terms" controls={loaderData.terms} fields={fields} />`. Works without JavaScript (plain
 * inputs and selects; a period is a month input and two day inputs).
 */
import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { ErrorList, Field, type FieldMeta, SelectField } from '~/ui/forms'
import type { DeclaredControl } from './declared-fields'

/** A key of a field's words in the dictionaries ('leadFields.incoterm.label'). */
type FieldWord = 'label' | 'hint' | 'choose' | 'month' | 'or' | 'from' | 'to'
const wordKey = (name: string, word: FieldWord | `options.${string}`) => `leadFields.${name}.${word}` as 'leadFields.incoterm.label'

/** What a period's inputs post. */
type PeriodParts = { month?: string; from?: string; to?: string }

function DeclaredInput({ field, meta }: { field: DeclaredControl; meta: FieldMeta }) {
  const { t } = useTranslation()
  const word = (key: FieldWord) => t(wordKey(field.name, key))
  const common = {
    meta,
    label: word('label'),
    hint: field.hint ? word('hint') : undefined,
    optional: t('common.optional'),
    size: 'md',
  } as const
  const control = field.control
  switch (control.type) {
    case 'text':
      return <Field {...common} maxLength={control.maxLength} autoComplete={control.autoComplete} inputMode={control.inputMode} />
    case 'select':
      return (
        <SelectField {...common}>
          <option value="">{word('choose')}</option>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {t(wordKey(field.name, `options.${option}`))}
            </option>
          ))}
        </SelectField>
      )
    case 'period': {
      const parts = (meta as FieldMetadata<PeriodParts, Record<string, unknown>, string[]>).getFieldset()
      const hintId = `${meta.id}-hint`
      return (
        <fieldset
          className="sm:col-span-2"
          aria-describedby={[hintId, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(' ')}
        >
          <legend className="font-medium text-stone-800">
            {t(wordKey(field.name, 'label'))} <span className="font-normal text-stone-600">({t('common.optional')})</span>
          </legend>
          <div className="mt-2 grid items-end gap-4 sm:grid-cols-3">
            <Field meta={parts.month} label={word('month')} type="month" size="md" />
            <Field meta={parts.from} label={`${word('or')} ${word('from')}`} type="date" size="md" />
            <Field meta={parts.to} label={word('to')} type="date" size="md" />
          </div>
          <p id={hintId} className="mt-1 text-sm text-stone-600">
            {word('hint')}
          </p>
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </fieldset>
      )
    }
  }
}

/**
 * A form's declared fields (`declaredControls(kind)`, from the page's loader), under the
 * dictionaries' `leadFields.section` heading.
 */
export function DeclaredFieldInputs({
  id,
  controls: declared,
  fields,
}: {
  id: string
  controls: readonly DeclaredControl[]
  fields: Readonly<Record<string, unknown>>
}) {
  const { t } = useTranslation()
  if (declared.length === 0) return null
  return (
    <fieldset id={id} className="scroll-mt-24">
      <legend className="font-serif text-xl font-semibold text-fig-800">{t('leadFields.section')}</legend>
      <p className="mt-1 text-stone-600">{t('leadFields.sectionHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {declared.map((field) => (
          <DeclaredInput key={field.name} field={field} meta={fields[field.name] as FieldMeta} />
        ))}
      </div>
    </fieldset>
  )
}
