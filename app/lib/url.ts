/**
 * Reading query parameters. A URL is typed by anyone: a parameter that must be one of a known set
 * of values (a filter, a sort, a tab, a language) is taken only when it is exactly one of them;
 * anything else, or a missing parameter, means the fallback, never an error.
 */
import { isOneOf } from './one-of'

/** The value of `name` when it is one of `allowed`, else `fallback`. */
export function allowedParam<const T extends string, const F = T>(
  url: URL | URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: F,
): T | F {
  const value = (url instanceof URL ? url.searchParams : url).get(name)
  return isOneOf(allowed, value) ? value : fallback
}
