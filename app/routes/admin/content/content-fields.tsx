import { useField, useFormMetadata } from '@conform-to/react'
import { createContext, useContext } from 'react'
import type { FieldDescription } from '~/features/content/content-form'
import { type Locale, localeNamesTr, locales } from '~/lib/locale'
import { Button } from '~/ui/button'
import { CheckboxField, ErrorList, Field, HiddenField, TextareaField } from '~/ui/forms'
import { LinkField, ReferenceSelect, SingleField, ValueInput } from './single-fields'

/** The translations whose Turkish source changed since they were written ('leafKey|locale'). */
export const OutdatedTranslations = createContext<ReadonlySet<string>>(new Set())

/**
 * A page's content fields, drawn from their description: a text in its three languages side by
 * side, a group under its heading, a list's rows with their move and remove buttons and one to
 * add a row (conform's intents: they work without JavaScript, the server answers with the form).
 */
export function ContentFields({
  fields,
  prefix = '',
  keyPrefix = '',
}: {
  fields: Record<string, FieldDescription>
  /** The form path of the fields' parent (`items[2]`). */
  prefix?: string
  /** The same with rows named by their id (`items#3f2a`): how stored marks name a field. */
  keyPrefix?: string
}) {
  return (
    <div className="space-y-5">
      {Object.entries(fields).map(([name, field]) => (
        <ContentField
          key={name}
          name={prefix ? `${prefix}.${name}` : name}
          leafKey={keyPrefix ? `${keyPrefix}.${name}` : name}
          field={field}
        />
      ))}
    </div>
  )
}

function ContentField({ name, leafKey, field }: { name: string; leafKey: string; field: FieldDescription }) {
  switch (field.kind) {
    case 'group':
      return (
        <fieldset className="rounded-xl border border-stone-200 p-4">
          <legend className="px-1 font-semibold text-fig-800">{field.label}</legend>
          {field.hint && <p className="mb-3 text-xs text-stone-500">{field.hint}</p>}
          <ContentFields fields={field.fields} prefix={name} keyPrefix={leafKey} />
        </fieldset>
      )
    case 'list':
      return <ListField name={name} leafKey={leafKey} field={field} />
    case 'text':
    case 'longText':
      return <LocalizedField name={name} leafKey={leafKey} field={field} />
    case 'number':
      return <SingleField name={name} label={field.label} hint={field.hint} inputMode="numeric" />
    case 'date':
      return <SingleField name={name} label={field.label} hint={field.hint} type="date" />
    case 'link':
      return <LinkField name={name} field={field} />
    case 'value':
      return <ValueInput name={name} field={field} />
    case 'image':
    case 'file':
    case 'product':
      return <ReferenceSelect name={name} field={field} />
  }
}

/** What an empty text shows on the site: the language it falls back to. */
function fallbackNote(locale: Locale, values: Partial<Record<Locale, string>>): string | null {
  if (locale === 'tr' || values[locale]) return null
  if (locale === 'de' && values.en) return 'Boş: sitede İngilizcesi gösteriliyor'
  return values.tr ? 'Boş: sitede Türkçesi gösteriliyor' : null
}

function LocalizedField({
  name,
  leafKey,
  field,
}: {
  name: string
  leafKey: string
  field: Extract<FieldDescription, { kind: 'text' | 'longText' }>
}) {
  const outdated = useContext(OutdatedTranslations)
  const [tr] = useField<string>(`${name}.tr`)
  const [en] = useField<string>(`${name}.en`)
  const [de] = useField<string>(`${name}.de`)
  const metas = { tr, en, de }
  const values = { tr: String(tr.initialValue ?? ''), en: String(en.initialValue ?? ''), de: String(de.initialValue ?? '') }
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">
        {field.label}
        {!field.optional && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {field.hint && <p className="text-xs text-stone-500">{field.hint}</p>}
      <div className="mt-1 grid gap-3 lg:grid-cols-3">
        {locales.map((locale) => {
          const meta = metas[locale]
          const label = (
            <>
              <span className="sr-only">{field.label} – </span>
              {localeNamesTr[locale]}
            </>
          )
          const hint = fallbackNote(locale, values) ?? undefined
          const common = { meta, label, hint, lang: locale, maxLength: field.max, required: locale === 'tr' && !field.optional }
          const confirmation = `${leafKey}|${locale}`
          const stale = outdated.has(confirmation) && (
            <div className="mt-1 rounded-md bg-amber-50 p-2 text-xs text-amber-900" data-testid="outdated-translation">
              <p>Türkçesi bu çeviriden sonra değişti: çeviri güncel olmayabilir.</p>
              <CheckboxField look="plain" name="confirmTranslation" value={confirmation} label="Çeviri güncel (onayla)" />
            </div>
          )
          return (
            <div key={locale}>
              {field.kind === 'text' ? <Field {...common} /> : <TextareaField {...common} rows={6} controlClassName="font-mono text-sm" />}
              {stale}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

function ListField({ name, leafKey, field }: { name: string; leafKey: string; field: Extract<FieldDescription, { kind: 'list' }> }) {
  const [meta] = useField<Record<string, unknown>[]>(name)
  const form = useFormMetadata()
  const rows = meta.getFieldList()
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4" data-testid={`list-${name}`}>
      <legend className="px-1 font-semibold text-fig-800">
        {field.label}{' '}
        <span className="font-normal text-stone-500">
          ({rows.length}/{field.max})
        </span>
      </legend>
      {field.hint && <p className="mb-3 text-xs text-stone-500">{field.hint}</p>}
      <ol className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-lg bg-stone-50 p-3">
            <fieldset>
              <legend className="text-sm font-semibold text-stone-700">
                {field.itemLabel} {index + 1}
              </legend>
              <HiddenField meta={row.getFieldset().id} />
              <div className="mt-2">
                <ContentFields
                  fields={field.fields}
                  prefix={`${name}[${index}]`}
                  keyPrefix={`${leafKey}#${String(row.getFieldset().id.initialValue ?? '')}`}
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {index > 0 && (
                  <Button tone="secondary" size="sm" {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}>
                    ↑ Yukarı
                    <span className="sr-only">
                      {' '}
                      ({field.itemLabel} {index + 1})
                    </span>
                  </Button>
                )}
                {index < rows.length - 1 && (
                  <Button tone="secondary" size="sm" {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}>
                    ↓ Aşağı
                    <span className="sr-only">
                      {' '}
                      ({field.itemLabel} {index + 1})
                    </span>
                  </Button>
                )}
                <Button tone="remove" size="sm" {...form.remove.getButtonProps({ name, index })}>
                  Sil
                  <span className="sr-only">
                    {' '}
                    ({field.itemLabel} {index + 1})
                  </span>
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <ErrorList id={`${name}-errors`.replace(/[^\w-]/g, '-')} errors={meta.errors} />
      {rows.length < field.max && (
        <Button tone="secondary" size="sm" className="mt-3" {...form.insert.getButtonProps({ name })}>
          + {field.itemLabel} ekle
        </Button>
      )}
    </fieldset>
  )
}
