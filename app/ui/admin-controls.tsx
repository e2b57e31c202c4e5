import type { ReactNode } from 'react'

/** Shared look of the admin form controls (red border when invalid). */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-fig-600 focus:outline-none focus:ring-2 focus:ring-fig-600/30 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100'

export const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50'

export const dangerButton =
  'inline-flex items-center justify-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50'

/** A titled part of the form (spec §2 sections). */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="scroll-mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fig-800">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A labelled control with its hint and error below it (the ids aria-describedby names). */
export function Field({
  id,
  label,
  errorId,
  errors,
  hint,
  required,
  className,
  children,
}: {
  id: string
  label: string
  errorId: string
  errors?: string[]
  hint?: string
  required?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

export function FieldError({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {errors.join(' ')}
    </p>
  )
}

export function Checkbox({ label, hint, ...props }: { label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 hover:bg-stone-50">
      <input type="checkbox" {...props} className="mt-0.5 size-4 accent-fig-700" />
      <span>
        <span className="block text-sm font-medium text-stone-800">{label}</span>
        {hint && <span className="block text-xs text-stone-500">{hint}</span>}
      </span>
    </label>
  )
}

export { withoutKey } from './fields'
