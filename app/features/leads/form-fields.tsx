import type { ReactNode } from 'react'

/** Shared look of the quote form's controls. */
export const controlClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm focus:border-fig-500 focus:outline-none focus:ring-2 focus:ring-fig-200 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500'

/** A visible label, the control, and the field's messages (the id its aria-describedby names). */
export function Field({
  id,
  label,
  errorId,
  errors,
  optional,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  errorId: string
  errors?: string[]
  /** Shown after the label, e.g. '(optional)'. */
  optional?: string
  /** A help text under the control (the control names `hint.id` in its aria-describedby). */
  hint?: { id: string; text: string }
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {optional && <span className="font-normal text-stone-500"> ({optional})</span>}
      </label>
      {children}
      {hint && (
        <p id={hint.id} className="mt-1 text-sm text-stone-600">
          {hint.text}
        </p>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  )
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors.join(' ')}
    </p>
  )
}

export { withoutKey } from '~/ui/fields'
