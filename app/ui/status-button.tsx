import type { ComponentProps, ReactNode } from 'react'
import { type PendingFilter, useIsPending } from './use-is-pending'

const tones = {
  primary: 'bg-fig-700 text-white hover:bg-fig-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  secondary: 'border border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
  outline: 'border border-fig-200 bg-white text-fig-800 hover:bg-fig-50',
} as const

const sizes = {
  /** Actions on a card or a row. */
  sm: 'rounded-lg px-3 py-1.5 text-sm font-medium',
  /** The admin forms' submit buttons. */
  md: 'rounded-lg px-4 py-2 font-semibold',
  /** The public forms' submit buttons. */
  lg: 'w-full rounded-full px-8 py-3 font-semibold shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-fig-500 focus-visible:ring-offset-2 sm:w-auto',
} as const

/**
 * A submit button that shows its submission is on its way: disabled, with a spinner and
 * `pendingLabel` in place of its text. `pending` says when; left out, the button watches the posts
 * it sends itself (its `intent` when it is named `intent`, otherwise any post of the page).
 */
export function StatusButton({
  pending,
  pendingLabel,
  tone = 'primary',
  size = 'md',
  className = '',
  disabled,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'children'> & {
  pending?: boolean
  pendingLabel: ReactNode
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  children: ReactNode
}) {
  const ownIntent = props.name === 'intent' && typeof props.value === 'string' ? props.value : undefined
  const filter: PendingFilter = ownIntent === undefined ? {} : { intent: ownIntent }
  const sending = useIsPending(filter)
  const busy = pending ?? sending
  return (
    <button
      type="submit"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[
        'inline-flex items-center justify-center gap-2 disabled:opacity-60 aria-busy:cursor-wait',
        tones[tone],
        sizes[size],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {busy && <Spinner />}
      {busy ? pendingLabel : children}
    </button>
  )
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 shrink-0 animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
