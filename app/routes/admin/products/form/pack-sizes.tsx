import { type FieldMetadata, type FormMetadata, getInputProps } from '@conform-to/react'
import { useRef, useState } from 'react'
import { formatKg, parsePackKg, suggestedPacksKg } from '~/features/products/admin-product'
import { normalizePacksKg } from '~/features/products/product'
import { useHydrated } from '~/ui/use-hydrated'
import { FieldError, inputClass, secondaryButton, withoutKey } from '~/ui/admin-controls'
import type { AdminProductFormValue } from '~/features/products/schemas'

const PACK_ERROR = 'Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir'

/**
 * Pack sizes, kept ascending: typed (Enter or Ekle) or picked from the suggestions, removed one
 * by one. Without JavaScript the buttons post the form and the server applies them.
 */
export function PackSizes({
  form,
  field,
  serverError,
  typedDefault,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  field: FieldMetadata<AdminProductFormValue['packsKg'], AdminProductFormValue, string[]>
  serverError?: string[]
  /** A refused typed size comes back to be corrected. */
  typedDefault?: string
}) {
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const items = field.getFieldList()
  const current = items.map((item) => Number(item.value ?? item.initialValue)).filter((kg) => Number.isFinite(kg))
  const withPack = (kg: number) => normalizePacksKg([...current, kg]).map(String)

  function addTyped() {
    const kg = parsePackKg(input.current?.value ?? '')
    if (kg === null) return setError(PACK_ERROR)
    form.update({ name: field.name, value: withPack(kg) })
    if (input.current) input.current.value = ''
    setError(null)
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Paket Boyutları (kg)</legend>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">Henüz paket boyutu eklenmedi.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="pack-sizes">
          {items.map((item, index) => (
            <li key={item.key} className="flex items-center gap-1 rounded-full bg-fig-50 py-1 pl-3 pr-1 text-sm font-medium text-fig-800">
              <input {...withoutKey(getInputProps(item, { type: 'hidden' }))} />
              {formatKg(Number(item.value ?? item.initialValue))} kg
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
                className="flex size-6 items-center justify-center rounded-full text-fig-700 hover:bg-fig-100"
                aria-label={`${formatKg(Number(item.value ?? item.initialValue))} kg paketini kaldır`}
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
            id="newPackKg"
            name="newPackKg"
            type="number"
            min={0.5}
            step={0.5}
            inputMode="decimal"
            ref={input}
            defaultValue={typedDefault}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              addTyped()
            }}
            aria-invalid={Boolean(error ?? serverError?.length) || undefined}
            aria-describedby="newPackKg-error"
            className={`${inputClass} w-36`}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="add-pack"
          formNoValidate
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
      <FieldError id="newPackKg-error" errors={error ? [error] : serverError} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-xs text-stone-600">Önerilen:</span>
        {suggestedPacksKg.map((kg) => (
          <button
            key={kg}
            {...form.update.getButtonProps({ name: field.name, value: withPack(kg) })}
            disabled={current.includes(kg)}
            className={`${secondaryButton} rounded-full px-2.5 py-1 text-xs`}
          >
            + {formatKg(kg)} kg
          </button>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
