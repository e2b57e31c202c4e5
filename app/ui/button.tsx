import type { ComponentProps } from 'react'

const tones = {
  /** The form's own action (save, send). */
  primary: 'bg-fig-700 text-white hover:bg-fig-800',
  /** A quiet action beside it (cancel, add a row, open a picker). */
  secondary: 'border border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
  /** An action in the brand's colour that is not the form's main one. */
  outline: 'border border-fig-200 bg-white text-fig-800 hover:bg-fig-50',
  /** A destructive action that is the point of its form (delete after confirming). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** A destructive action beside others (remove a row, a file). */
  remove: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
} as const

const sizes = {
  /** Chips: the suggested values of a list. */
  xs: 'rounded-full px-2.5 py-1 text-xs font-medium',
  /** Actions on a card or a row, admin filters. */
  sm: 'rounded-lg px-3 py-1.5 text-sm font-medium',
  /** The admin forms' submit and cancel buttons. */
  md: 'rounded-lg px-4 py-2 font-semibold',
  /** The public forms' submit buttons. */
  lg: 'w-full rounded-full px-8 py-3 font-semibold shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-fig-500 focus-visible:ring-offset-2 sm:w-auto',
} as const

export type ButtonTone = keyof typeof tones
export type ButtonSize = keyof typeof sizes
export interface ButtonVariant {
  tone?: ButtonTone
  size?: ButtonSize
}

/** A button's classes, for what looks like a button without being one (a `Link`, a `summary`). */
export function buttonClass({ tone = 'primary', size = 'md' }: ButtonVariant = {}, className = '') {
  return [
    'inline-flex items-center justify-center gap-2 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait',
    tones[tone],
    sizes[size],
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * A button in one of the app's looks (`tone`, `size`). Like HTML's, it submits its form unless
 * `type` says otherwise, so conform's intent buttons (`form.insert.getButtonProps(…)`) spread on it
 * post the form without JavaScript.
 */
export function Button({ tone, size, className, type = 'submit', ...props }: ComponentProps<'button'> & ButtonVariant) {
  return <button type={type} {...props} className={buttonClass({ tone, size }, className)} />
}
