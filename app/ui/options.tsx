import type { ReactNode } from 'react'

/**
 * The `<option>`s of a closed list, in its order: each value with its label (`label` names a value;
 * without it the value is its own label). Options outside the list (a placeholder) stay beside it.
 */
export function Options<V extends string>({ values, label = (value) => value }: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ))
}
