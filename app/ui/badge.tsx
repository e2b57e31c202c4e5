import type { ReactNode } from 'react'

/**
 * A small rounded label of a status or a kind (a lead's, a certificate's). `tone` is its colours,
 * a background and a text class ('bg-green-100 text-green-800'); `testId` names it for tests.
 */
export function Badge({ tone, testId, children }: { tone: string; testId?: string; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`} data-testid={testId}>
      {children}
    </span>
  )
}
