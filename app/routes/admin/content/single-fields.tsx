import { useField } from '@conform-to/react'
import type { FieldDescription } from '~/features/content/content-form'
import { Field, SelectField } from '~/ui/forms'

/* The editor's one-value fields: a number or a day, a value the same in every language, a reference and a page link. */

export function SingleField({ name, ...props }: { name: string; label: string; hint?: string; type?: string; inputMode?: 'numeric' }) {
  const [meta] = useField<string>(name)
  return <Field meta={meta} {...props} className="max-w-xs" />
}

/** A value the same in every language, one input as wide as what it holds. */
export function ValueInput({ name, field }: { name: string; field: Extract<FieldDescription, { kind: 'value' }> }) {
  const [meta] = useField<string>(name)
  return (
    <Field
      meta={meta}
      label={field.label}
      hint={field.hint}
      type={field.input}
      maxLength={field.max}
      required={!field.optional}
      className={field.max > 80 ? 'max-w-2xl' : 'max-w-sm'}
    />
  )
}

const noneChosen: Readonly<Record<'image' | 'file' | 'product', string>> = {
  image: '— Görsel yok (sayfanın kendi görseli) —',
  file: '— Dosya yok —',
  product: '— Ürün yok —',
}

/** A picture or PDF of the gallery, or a product, picked from its list (empty: none). */
export function ReferenceSelect({
  name,
  field,
}: {
  name: string
  field: Extract<FieldDescription, { kind: 'image' | 'file' | 'product' }>
}) {
  const [meta] = useField<string>(name)
  return (
    <SelectField meta={meta} label={field.label} hint={field.hint} className="max-w-xl">
      <option value="">{noneChosen[field.kind]}</option>
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  )
}

export function LinkField({ name, field }: { name: string; field: Extract<FieldDescription, { kind: 'link' }> }) {
  const [meta] = useField<string>(name)
  return (
    <SelectField meta={meta} label={field.label} hint={field.hint} className="max-w-sm">
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  )
}
