import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'

/** The look of text inputs, selects and textareas on the public forms (red border when invalid). */
export const controlClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-fig-600 focus:outline-none focus:ring-2 focus:ring-fig-600/30 aria-[invalid=true]:border-red-600'

/** A labelled form control with its error message right below it (the id conform links to). */
export function Field({
  label,
  htmlFor,
  errorId,
  errors,
  hint,
  className,
  children,
}: {
  label: ReactNode
  htmlFor: string
  errorId: string
  errors?: string[]
  /** A help text under the control (the control names `hint.id` in its aria-describedby). */
  hint?: { id: string; text: string }
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hint.id} className="mt-1 text-sm text-stone-600">
          {hint.text}
        </p>
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  )
}

/** A form-level problem (sending failed, too many requests): the destructive notice inside the form. */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('common.errorTitle')}</p>
      {errors.map((error) => (
        <p key={error} className="mt-1 text-sm">
          {error}
        </p>
      ))}
    </div>
  )
}

/** The submit button: disabled with its loading label while the form is being sent. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center rounded-full bg-fig-700 px-8 py-3 font-semibold text-white hover:bg-fig-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {pending ? pendingLabel : label}
    </button>
  )
}

/** True while a form post of this page is on its way (and while its redirect loads). */
export function useIsSubmitting() {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
}

/** False in the server render and until hydration; the forms mark themselves `data-hydrated` with it. */
export function useHydratedFlag() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** conform's helpers return `key` with the props; React wants it passed on its own. */
export function withoutKey<P extends { key?: string | undefined }>(props: P): Omit<P, 'key'> {
  const { key: _key, ...rest } = props
  return rest
}
