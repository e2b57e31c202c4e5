/** Whether `value` is one of `values`, narrowing it to their type (a URL parameter, a posted intent, a stored code). */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return values.some((allowed) => allowed === value)
}
