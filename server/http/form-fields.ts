/**
 * Bounds on what a form post can make the app allocate, checked on the field names before the
 * form is parsed into objects (conform turns `items[20000].productId` into a 20,001-row list, and
 * a name posted 5,000 times into a 5,000-item list, which the page would then render):
 * - every `name[i]` index stays below the route's list maximum,
 * - no name is repeated more often than that maximum,
 * - at most MAX_FORM_FIELDS fields,
 * - conform's own control fields (`__intent__`, `__state__`) are JSON text whose lists and list
 *   positions stay within the same maximum (an intent can insert rows or replace the whole form).
 */
import { isOneOf } from '../../app/lib/one-of.ts'

export type FormProblem = { kind: 'listTooLong'; name: string } | { kind: 'tooManyFields' } | { kind: 'badControl'; name: string }

export interface FormLimits {
  maxListLength: number
  maxFields: number
}

/** Conform's reserved field names: the button intent (add/remove a row) and its list state. */
export const CONFORM_CONTROLS = ['__intent__', '__state__'] as const

const INDEX = /\[(\d+)\]/g

/** True when a `[i]` index in `name` is at or beyond `max`. */
export function hasIndexBeyond(name: string, max: number): boolean {
  for (const match of name.matchAll(INDEX)) {
    // Long digit strings are beyond any maximum (and beyond Number's exact range).
    if (match[1].length > 9 || Number(match[1]) >= max) return true
  }
  return false
}

/** Checks names one at a time, as they are read; the first problem is kept. */
export class FormFieldCheck {
  private fields = 0
  private counts = new Map<string, number>()
  problem: FormProblem | null = null

  constructor(private limits: FormLimits) {}

  /** Keeps the first problem and returns it. */
  private fail(problem: FormProblem): FormProblem {
    this.problem = problem
    return problem
  }

  /** Records a field; returns the problem it causes, if any. */
  name(name: string): FormProblem | null {
    if (this.problem) return this.problem
    if (++this.fields > this.limits.maxFields) return this.fail({ kind: 'tooManyFields' })
    if (hasIndexBeyond(name, this.limits.maxListLength)) return this.fail({ kind: 'listTooLong', name })
    const count = (this.counts.get(name) ?? 0) + 1
    this.counts.set(name, count)
    if (count > this.limits.maxListLength) return this.fail({ kind: 'listTooLong', name })
    return null
  }

  /** A conform control field's value: text (not a file) holding JSON with bounded lists. */
  control(name: string, value: string | null): FormProblem | null {
    if (this.problem) return this.problem
    if (value === null) return this.fail({ kind: 'badControl', name })
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return this.fail({ kind: 'badControl', name })
    }
    if (parsed === null || typeof parsed !== 'object') return this.fail({ kind: 'badControl', name })
    if (!jsonWithinListLimit(parsed, this.limits.maxListLength)) return this.fail({ kind: 'listTooLong', name })
    return null
  }
}

const POSITION_KEYS = new Set(['index', 'from', 'to'])

/**
 * Every array in `value` has at most `max` items, every list position (`index`, `from`, `to`)
 * is below `max`, and every field name (`name`) has its indexes below `max`. Walked without
 * recursion, so any nesting depth is safe.
 */
export function jsonWithinListLimit(value: unknown, max: number): boolean {
  const stack: unknown[] = [value]
  while (stack.length) {
    const item = stack.pop()
    if (Array.isArray(item)) {
      if (item.length > max) return false
      stack.push(...item)
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (POSITION_KEYS.has(key) && typeof child === 'number' && child >= max) return false
        if (key === 'name' && typeof child === 'string' && hasIndexBeyond(child, max)) return false
        stack.push(child)
      }
    }
  }
  return true
}

/** Checks a whole parsed form (urlencoded or multipart): `value` null for a file. */
export function checkFormFields(entries: Iterable<[string, string | null]>, limits: FormLimits): FormProblem | null {
  const check = new FormFieldCheck(limits)
  for (const [name, value] of entries) {
    const problem = isOneOf(CONFORM_CONTROLS, name) ? check.control(name, value) : check.name(name)
    if (problem) return problem
  }
  return null
}

/**
 * Nesting depth of a JSON text (outside strings): deeper documents are refused before parsing,
 * as ASP.NET Core's JSON reader does beyond 64 levels (serialising them would overflow the stack).
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}
