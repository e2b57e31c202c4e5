import type { ReactNode } from 'react'

/**
 * The save bar of a long form: its buttons stay at the bottom of the screen while any part of the
 * form is in view, and settle at the form's end once it is reached. Pure CSS (`position: sticky`),
 * so it works without JavaScript. It spans the admin page's padding (1 rem on phones, 2 rem from
 * `sm`), and fields scrolled to (the first invalid one) stop above it (`scrollMarginBottom` on the form).
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-8 sm:px-8"
      data-testid="sticky-actions"
    >
      {children}
    </div>
  )
}

/** For the form around a StickyActions: a field scrolled into view stops above the bar. */
export const stickyActionsScrollMargin = '[&_:where(input,select,textarea,fieldset)]:scroll-mb-24'
