import { type FieldMetadata, type FormMetadata, getInputProps } from '@conform-to/react'
import { useRef, useState } from 'react'
import { parsePackKg, suggestedPacksKg } from '~/features/products/admin-product'
import { formatKg } from '~/features/products/product'
import { inputClass, secondaryButton } from '~/ui/classes'
import { ErrorList, withoutKey } from '~/ui/field'
import { useHydrated } from '~/ui/use-hydrated'
import type { AdminProductFormValue } from '~/features/products/schemas'

const PACK_ERROR = 'Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir'

/**
 * Pack sizes, shown ascending (and stored so), added from the suggestions or typed, removed one
 * by one: conform's list intents, which post the form without JavaScript and act in place with it.
 * The box for a new size is the list's next entry, so any button that posts the form (without
 * JavaScript 'Ekle', a suggestion, Kaydet) takes a typed size along; an entry that is not a pack
 * size comes back in the box with its message, to be corrected.
 */
export function PackSizes({
  form,
  field,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  field: FieldMetadata<AdminProductFormValue['packsKg'], AdminProductFormValue, string[]>
}) {
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const items = field.getFieldList()
  const last = items.at(-1)
  const typed = last && parsePackKg(last.initialValue ?? '') === null ? last : null
  const boxIndex = typed ? items.length - 1 : items.length
  const boxName = `${field.name}[${boxIndex}]`
  const sizes = items
    .slice(0, boxIndex)
    .map((item, index) => ({ item, index, kg: parsePackKg(item.initialValue ?? '') }))
    .filter((size): size is typeof size & { kg: number } => size.kg !== null)
    .sort((a, b) => a.kg - b.kg)
  const current = sizes.map((size) => size.kg)
  const { [boxName]: boxErrors, ...listErrors } = field.allErrors

  function addTyped() {
    const box = input.current
    const kg = parsePackKg(box?.value ?? '')
    if (!box || kg === null) return setError(PACK_ERROR)
    // Emptied first: the insert posts the form (in place), and the box's entry must not come along.
    box.value = ''
    setError(null)
    if (!current.includes(kg)) form.insert({ name: field.name, defaultValue: kg, index: boxIndex })
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Paket Boyutları (kg)</legend>
      {sizes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">Henüz paket boyutu eklenmedi.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="pack-sizes">
          {sizes.map(({ item, index, kg }) => (
            <li key={item.key} className="flex items-center gap-1 rounded-full bg-fig-50 py-1 pl-3 pr-1 text-sm font-medium text-fig-800">
              <input {...withoutKey(getInputProps(item, { type: 'hidden' }))} />
              {formatKg(kg)}
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
                className="flex size-6 items-center justify-center rounded-full text-fig-700 hover:bg-fig-100"
                aria-label={`${formatKg(kg)} paketini kaldır`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="newPackKg" className="block text-xs font-medium text-stone-600">
            Yeni paket boyutu (kg)
          </label>
          <input
            key={typed?.key ?? 'new'}
            id="newPackKg"
            name={boxName}
            type="number"
            min={0.5}
            step={0.5}
            inputMode="decimal"
            ref={input}
            defaultValue={typed?.initialValue}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              addTyped()
            }}
            aria-invalid={Boolean(error ?? boxErrors?.length) || undefined}
            aria-describedby="newPackKg-error"
            className={`${inputClass} w-36`}
          />
        </div>
        <button
          {...form.validate.getButtonProps({ name: boxName })}
          className={secondaryButton}
          onClick={(event) => {
            if (!hydrated) return
            event.preventDefault()
            addTyped()
          }}
        >
          Ekle
        </button>
      </div>
      <ErrorList id="newPackKg-error" errors={error ? [error] : boxErrors} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-xs text-stone-600">Önerilen:</span>
        {suggestedPacksKg.map((kg) => (
          <button
            key={kg}
            {...form.insert.getButtonProps({ name: field.name, defaultValue: kg, index: boxIndex })}
            disabled={current.includes(kg)}
            className={`${secondaryButton} rounded-full px-2.5 py-1 text-xs`}
          >
            + {formatKg(kg)}
          </button>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={Object.values(listErrors).flat()} />
    </fieldset>
  )
}
