import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useRef, useState } from 'react'
import { NEW_PACK_FIELD, packSizeMessage, parsePackKg, suggestedPacksKg } from '~/features/products/admin-product'
import { formatKg } from '~/features/products/product'
import type { AdminProductFormValue } from '~/features/products/schemas'
import { formatTypedNumber } from '~/lib/forms/typed-number'
import { Button } from '~/ui/button'
import { ErrorList, Field, HiddenField } from '~/ui/forms'
import { useHydrated } from '~/ui/use-hydrated'

/**
 * Pack sizes, shown ascending (and stored so), added from the suggestions or typed, removed one
 * by one: conform's list intents, which post the form without JavaScript and act in place with it.
 * The box for a new size is a helper outside the product's fields (NEW_PACK_FIELD): with
 * JavaScript 'Ekle' adds what it holds in place; without, any button that posts the form takes a
 * typed size along (the server adds it). What is not a pack size stays in the box with its
 * message and never stops a save.
 */
export function PackSizes({
  form,
  field,
  box,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  field: FieldMetadata<AdminProductFormValue['packsKg'], AdminProductFormValue, string[]>
  /** What the box held when the form came back from the server, and its message. */
  box: { value: string; errors?: string[] }
}) {
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  // The admin's own 'Ekle' decides the message (null: none) until the server sends the box back again.
  const [error, setError] = useState<string | null>()
  const [answered, setAnswered] = useState(box.errors)
  if (answered !== box.errors) {
    setAnswered(box.errors)
    setError(undefined)
  }
  const sizes = field
    .getFieldList()
    .map((item, index) => ({ item, index, kg: parsePackKg(item.initialValue ?? '') }))
    .filter((size): size is typeof size & { kg: number } => size.kg !== null)
    .sort((a, b) => a.kg - b.kg)
  const current = sizes.map((size) => size.kg)
  const boxErrors = error === undefined ? box.errors : error ? [error] : undefined

  function addTyped() {
    const typed = input.current
    const kg = parsePackKg(typed?.value ?? '')
    if (!typed || kg === null) return setError(packSizeMessage(typed?.value ?? ''))
    typed.value = ''
    setError(null)
    if (!current.includes(kg)) form.insert({ name: field.name, defaultValue: formatTypedNumber(String(kg)) })
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
              <HiddenField meta={item} />
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
      <Field
        key={box.value}
        ref={input}
        id={NEW_PACK_FIELD}
        name={NEW_PACK_FIELD}
        label="Yeni paket boyutu (kg)"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={box.value}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          addTyped()
        }}
        errors={boxErrors}
        className="mt-3"
        controlClassName="w-36"
        beside={
          <Button
            {...form.validate.getButtonProps({ name: field.name })}
            tone="secondary"
            size="sm"
            className="mt-1"
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              addTyped()
            }}
          >
            Ekle
          </Button>
        }
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-xs text-stone-600">Önerilen:</span>
        {suggestedPacksKg.map((kg) => (
          <Button
            key={kg}
            {...form.insert.getButtonProps({ name: field.name, defaultValue: formatTypedNumber(String(kg)) })}
            disabled={current.includes(kg)}
            tone="secondary"
            size="xs"
          >
            + {formatKg(kg)}
          </Button>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={Object.values(field.allErrors).flat()} />
    </fieldset>
  )
}
