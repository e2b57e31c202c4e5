/**
 * The answers of the request gate when it refuses a request: JSON `{ message }` under /api, a
 * short plain text elsewhere, in the page's language (admin: Turkish). The words are in
 * app/locales/refusals/.
 */
import type { Locale } from '../../app/lib/locale.ts'
import de from '../../app/locales/refusals/de.ts'
import en from '../../app/locales/refusals/en.ts'
import tr from '../../app/locales/refusals/tr.ts'
import type { TargetProblem } from './request-target.ts'

/** What each kind of refusal carries besides its kind. */
interface RefusalDetails {
  badHost: object
  repeatedHost: object
  methodNotAllowed: { allow: readonly string[] }
  badTarget: { problem: TargetProblem }
  tooLarge: { limitBytes: number }
  unsupportedType: { accepted: readonly string[] }
  malformedBody: object
  listTooLong: { max: number }
  tooManyFields: { max: number }
  timeout: object
  rangeNotSatisfiable: { size: number }
  preconditionFailed: object
  crossSite: object
}
type RefusalKind = keyof RefusalDetails
/** A refusal of one of `K` kinds (all of them by default). */
export type Refusal<K extends RefusalKind = RefusalKind> = { [P in K]: { kind: P } & RefusalDetails[P] }[K]

export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  badHost: 400,
  repeatedHost: 400,
  methodNotAllowed: 405,
  badTarget: 400,
  tooLarge: 413,
  unsupportedType: 415,
  malformedBody: 400,
  listTooLong: 400,
  tooManyFields: 400,
  timeout: 408,
  rangeNotSatisfiable: 416,
  preconditionFailed: 412,
  crossSite: 403,
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`)

const dictionaries: Record<Locale, typeof en> = { tr, en, de }

/** The dictionary text with its `{{name}}` placeholders filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))

export function refusalMessage(refusal: Refusal, language: Locale): string {
  const texts = dictionaries[language]
  switch (refusal.kind) {
    case 'methodNotAllowed':
      return fill(texts.methodNotAllowed, { allow: refusal.allow.join(', ') })
    case 'badTarget':
      return texts.badTarget[refusal.problem]
    case 'tooLarge':
      return fill(texts.tooLarge, { limit: size(refusal.limitBytes) })
    case 'unsupportedType':
      return fill(texts.unsupportedType, { accepted: refusal.accepted.join(texts.or) })
    case 'listTooLong':
    case 'tooManyFields':
      return fill(texts[refusal.kind], { max: refusal.max })
    default:
      return texts[refusal.kind]
  }
}

/** Status, headers and body of the refusal, as JSON (API) or plain text. */
export function refusalAnswer(
  refusal: Refusal,
  options: { language: Locale; api: boolean },
): { status: number; headers: Record<string, string>; body: string } {
  const message = refusalMessage(refusal, options.language)
  const headers: Record<string, string> = {}
  if (refusal.kind === 'methodNotAllowed') headers.Allow = refusal.allow.join(', ')
  if (refusal.kind === 'rangeNotSatisfiable') headers['Content-Range'] = `bytes */${refusal.size}`
  if (options.api)
    return {
      status: REFUSAL_STATUS[refusal.kind],
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message }),
    }
  return { status: REFUSAL_STATUS[refusal.kind], headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: message }
}
