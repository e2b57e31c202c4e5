import type { InputHTMLAttributes, ReactNode } from 'react'
import { inputClass } from './classes'

const hintSizes = { sm: 'text-xs text-stone-500', md: 'text-sm text-stone-600' } as const

/**
 * The frame of a labelled control: the label, the control (`children`, or `inputProps` for a plain
 * text input), its hint and its messages, under the ids the control's aria-describedby names.
 * Forms use the fields of `forms.tsx`, which build the control from conform's metadata on this
 * frame. `size` 'sm' is the dense admin look (small hints), 'md' the public forms'.
 */
export function FieldFrame({
  id,
  label,
  errorId,
  errors,
  firstErrorOnly,
  hint,
  hintId,
  required,
  optional,
  size = 'sm',
  className,
  inputProps,
  children,
}: {
  /** The control's id: the label points at it. */
  id: string
  label: ReactNode
  errorId?: string
  errors?: string[] | null
  /** Show only the first message (the trial and contact forms show one at a time). */
  firstErrorOnly?: boolean
  /** A help text under the control. */
  hint?: ReactNode
  /** The hint's id, when the control names it in its aria-describedby (conform's `descriptionId`). */
  hintId?: string
  /** Marks the label with a red asterisk. */
  required?: boolean
  /** Shown after the label in parentheses, e.g. 'optional' in the page's language. */
  optional?: string
  size?: keyof typeof hintSizes
  className?: string
  /** A text input built here (with the shared look) when there are no `children`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  children?: ReactNode
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
        {optional && <span className="font-normal text-stone-500"> ({optional})</span>}
      </label>
      {children ?? (
        <input id={id} {...inputProps} className={inputProps?.className ? `${inputClass} ${inputProps.className}` : inputClass} />
      )}
      {hint && (
        <p id={hintId} className={`mt-1 ${hintSizes[size]}`}>
          {hint}
        </p>
      )}
      <ErrorList id={errorId} errors={errors} firstOnly={firstErrorOnly} />
    </div>
  )
}

/**
 * A field's (or a list's) messages, in one element with the id the control's aria-describedby
 * names: all of them, or with `firstOnly` the first.
 */
export function ErrorList({ id, errors, firstOnly }: { id?: string; errors?: string[] | null; firstOnly?: boolean }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {firstOnly ? errors[0] : errors.join(' ')}
    </p>
  )
}

/**
 * A form-level problem (saving failed, too many requests): the notice inside the form, with the id
 * conform gives the form's own errors. `compact` puts title and messages on one line.
 */
export function FormAlert({
  id,
  title,
  errors,
  compact,
  className = '',
  testId,
}: {
  id?: string
  title: ReactNode
  errors?: string[] | null
  compact?: boolean
  className?: string
  testId?: string
}) {
  if (!errors?.length) return null
  if (compact) {
    return (
      <p
        role="alert"
        id={id}
        className={`rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 ${className}`}
        data-testid={testId}
      >
        <span className="font-semibold">{title}: </span>
        {errors.join(' ')}
      </p>
    )
  }
  return (
    <div role="alert" id={id} className={`rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 ${className}`} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      {errors.map((error) => (
        <p key={error} className="mt-1 text-sm">
          {error}
        </p>
      ))}
    </div>
  )
}

/**
 * An id as the page uses it: letters, digits, '-' and '_' only, so it works as it is in a CSS
 * selector and a URL fragment. conform makes a list field's ids from its name
 * ('rfq-quote-items[0].quantity'); each run of other characters becomes one '-'
 * ('rfq-quote-items-0-quantity').
 */
export function htmlId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-$/, '')
}
