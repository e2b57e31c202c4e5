/**
 * The answers of the request gate when it refuses a request: JSON `{ message }` under /api, a
 * short plain text elsewhere, in the page's language (admin: Turkish).
 */
import type { Language } from './route-policy'

/** What each kind of refusal carries besides its kind. */
interface RefusalDetails {
  badHost: object
  methodNotAllowed: { allow: readonly string[] }
  badTarget: { problem: 'control' | 'encoding' }
  tooLarge: { limitBytes: number }
  unsupportedType: { accepted: readonly string[] }
  malformedBody: object
  listTooLong: { max: number }
  tooManyFields: { max: number }
  timeout: object
}
type RefusalKind = keyof RefusalDetails
/** A refusal of one of `K` kinds (all of them by default). */
export type Refusal<K extends RefusalKind = RefusalKind> = { [P in K]: { kind: P } & RefusalDetails[P] }[K]

export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  badHost: 400,
  methodNotAllowed: 405,
  badTarget: 400,
  tooLarge: 413,
  unsupportedType: 415,
  malformedBody: 400,
  listTooLong: 400,
  tooManyFields: 400,
  timeout: 408,
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`)

type Texts = { [K in RefusalKind]: (refusal: Refusal<K>) => string }

const texts: Record<Language, Texts> = {
  en: {
    badHost: () => 'This host name is not served here. The site owner can allow it with the ALLOWED_HOSTS setting (or SITE_URL).',
    methodNotAllowed: (r) => `This method is not allowed here. Allowed: ${r.allow.join(', ')}.`,
    badTarget: (r) => (r.problem === 'control' ? 'The address contains control characters.' : 'The address is not correctly encoded.'),
    tooLarge: (r) => `The request is too large (at most ${size(r.limitBytes)}).`,
    unsupportedType: (r) => `This content type is not accepted here. Send ${r.accepted.join(' or ')}.`,
    malformedBody: () => 'The request body could not be read.',
    listTooLong: (r) => `A list in this form may have at most ${r.max} entries.`,
    tooManyFields: (r) => `The form has too many fields (at most ${r.max}).`,
    timeout: () => 'The request took too long to arrive.',
  },
  de: {
    badHost: () =>
      'Dieser Hostname wird hier nicht bedient. Der Betreiber kann ihn mit der Einstellung ALLOWED_HOSTS (oder SITE_URL) erlauben.',
    methodNotAllowed: (r) => `Diese Methode ist hier nicht erlaubt. Erlaubt: ${r.allow.join(', ')}.`,
    badTarget: (r) => (r.problem === 'control' ? 'Die Adresse enthält Steuerzeichen.' : 'Die Adresse ist nicht korrekt kodiert.'),
    tooLarge: (r) => `Die Anfrage ist zu groß (höchstens ${size(r.limitBytes)}).`,
    unsupportedType: (r) => `Dieser Inhaltstyp wird hier nicht angenommen. Senden Sie ${r.accepted.join(' oder ')}.`,
    malformedBody: () => 'Der Inhalt der Anfrage konnte nicht gelesen werden.',
    listTooLong: (r) => `Eine Liste in diesem Formular darf höchstens ${r.max} Einträge haben.`,
    tooManyFields: (r) => `Das Formular hat zu viele Felder (höchstens ${r.max}).`,
    timeout: () => 'Die Anfrage kam zu langsam an.',
  },
  tr: {
    badHost: () => 'Bu alan adı burada sunulmuyor. Site yöneticisi ALLOWED_HOSTS ayarıyla (veya SITE_URL ile) izin verebilir.',
    methodNotAllowed: (r) => `Bu yöntem burada kullanılamaz. İzin verilenler: ${r.allow.join(', ')}.`,
    badTarget: (r) => (r.problem === 'control' ? 'Adres kontrol karakterleri içeriyor.' : 'Adres doğru kodlanmamış.'),
    tooLarge: (r) => `İstek çok büyük (en fazla ${size(r.limitBytes)}).`,
    unsupportedType: (r) => `Bu içerik türü burada kabul edilmiyor. ${r.accepted.join(' veya ')} gönderin.`,
    malformedBody: () => 'İsteğin içeriği okunamadı.',
    listTooLong: (r) => `Bu formdaki bir liste en fazla ${r.max} satır içerebilir.`,
    tooManyFields: (r) => `Formda çok fazla alan var (en fazla ${r.max}).`,
    timeout: () => 'İstek çok yavaş geldi.',
  },
}

export function refusalMessage<K extends RefusalKind>(refusal: Refusal<K>, language: Language): string {
  const text: Texts[K] = texts[language][refusal.kind]
  return text(refusal)
}

/** Status, headers and body of the refusal, as JSON (API) or plain text. */
export function refusalAnswer(
  refusal: Refusal,
  options: { language: Language; api: boolean },
): { status: number; headers: Record<string, string>; body: string } {
  const message = refusalMessage(refusal, options.language)
  const headers: Record<string, string> = {}
  if (refusal.kind === 'methodNotAllowed') headers.Allow = refusal.allow.join(', ')
  if (options.api)
    return {
      status: REFUSAL_STATUS[refusal.kind],
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message }),
    }
  return { status: REFUSAL_STATUS[refusal.kind], headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: message }
}
