import type { ComponentProps, ReactNode } from 'react'
import { Button, type ButtonVariant } from './button'
import { type PendingFilter, useIsPending } from './use-is-pending'

/**
 * A submit button that shows its submission is on its way: disabled, with a spinner and
 * `pendingLabel` in place of its text. `pending` says when; left out, the button watches the posts
 * it sends itself (its `intent` when it is named `intent`, otherwise any post of the page).
 */
export function StatusButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'children'> &
  ButtonVariant & {
    pending?: boolean
    pendingLabel: ReactNode
    children: ReactNode
  }) {
  const ownIntent = props.name === 'intent' && typeof props.value === 'string' ? props.value : undefined
  const filter: PendingFilter = ownIntent === undefined ? {} : { intent: ownIntent }
  const sending = useIsPending(filter)
  const busy = pending ?? sending
  return (
    <Button {...props} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {busy ? pendingLabel : children}
    </Button>
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
