/**
 * Field rules shared by the schemas: the text building blocks every public field is made of
 * (`singleLine`, `multiLine`), and the admin forms' text rules (Turkish messages).
 */
import { z } from 'zod'
import { isOneOf } from '~/lib/one-of'
import { readTypedNumber, typedNumberMessage } from './typed-number'

/**
 * Control characters: C0 (NUL, ESC, …), DEL and C1. Multi-line texts keep tab, line feed and
 * carriage return; nothing else of these ever belongs in what a person types, and PostgreSQL
 * refuses NUL outright.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters, which input may not contain
const CONTROL_IN_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** Line breaks (LF, CR, NEL, and Unicode's line and paragraph separators). */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/
/**
 * Bidirectional formatting characters (LRM/RLM, ALM, embeddings, overrides, isolates). Invisible,
 * and able to reorder what a reader sees (a name shown backwards, a forged file extension).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** The rule a text check failed, carried in the issue's params (see `textErrorMap`). */
const textRules = ['controlCharacters', 'lineBreak'] as const
type TextRule = (typeof textRules)[number]
const rule = (textRule: TextRule) => ({ params: { textRule } })

export const hasControlCharacters = (value: string) => CONTROL_IN_MULTI_LINE.test(value)
export const hasLineBreak = (value: string) => LINE_BREAK.test(value)
export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '')

/**
 * A string; `required` is the message when it is missing or not a string. Only for that issue:
 * a schema-wide message would also replace the text rules' own.
 */
const text = (required?: string) =>
  z.string(required ? { error: (issue) => (issue.code === 'invalid_type' ? required : undefined) } : undefined)

/**
 * A one-line text (name, company, subject, city, phone, e-mail, ids): line breaks and control
 * characters are refused, bidi controls are removed, tabs become spaces, and it is trimmed.
 * Refused, because a browser's text input cannot send them, so only a crafted post carries them
 * and the sender gets a message; removed, because bidi marks are invisible (pasted from
 * right-to-left text), so a visitor could not find what to delete, and they add no content.
 * The messages come from the parse's error map (`textErrorMap`), in the visitor's language.
 */
export const singleLine = (required?: string) =>
  text(required)
    .overwrite((value) => stripBidiControls(value).replaceAll('\t', ' '))
    .refine((value) => !hasLineBreak(value), rule('lineBreak'))
    .refine((value) => !hasControlCharacters(value), rule('controlCharacters'))
    .trim()

/** An e-mail address: one line, at most 254 characters (the limit of SMTP paths). */
export const emailAddress = (message: string) => singleLine(message).pipe(z.email(message).max(254, message))

/**
 * A multi-line text (message, details, address): keeps line breaks (as LF: a browser posting a
 * form sends CRLF, a script LF, and the text is stored the same either way) and tabs, otherwise
 * like `singleLine`.
 */
export const multiLine = (required?: string) =>
  text(required)
    .overwrite((value) => stripBidiControls(value).replace(/\r\n?/g, '\n'))
    .refine((value) => !hasControlCharacters(value), rule('controlCharacters'))
    .trim()

export interface TextMessages {
  controlCharacters: string
  lineBreak: string
  /** A list of lines or rows over its maximum; `{{max}}` is not interpolated here. */
  tooManyLines: string
}

/**
 * The messages of the text rules above and of over-long lists, for zod's per-parse `error`
 * option (messages a schema names itself, such as fixed Turkish texts, still win).
 */
export function textErrorMap(messages: TextMessages): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === 'custom') {
      const textRule: unknown = issue.params?.textRule
      return isOneOf(textRules, textRule) ? messages[textRule] : undefined
    }
    if (issue.code === 'too_big' && issue.origin === 'array') return messages.tooManyLines
    return undefined
  }
}

const NO_CONTROL_CHARACTERS = 'Kontrol karakterleri (ör. NUL) kullanılamaz'
const noControlCharacters = (value: string) => !hasControlCharacters(value)

/** A required text: trimmed, not empty (`message`), at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .refine(noControlCharacters, NO_CONTROL_CHARACTERS)
    .trim()
    .min(1, message)
    .max(max, `En fazla ${max} karakter`)

/** An optional text: empty becomes null (the API may also send null). */
export const optionalText = (max: number) =>
  z
    .string()
    .refine(noControlCharacters, NO_CONTROL_CHARACTERS)
    .trim()
    .max(max, `En fazla ${max} karakter`)
    .nullish()
    .transform((value) => value || null)

/** A text of an admin form without further rules (ids, notes): no control characters. */
export const adminText = () => z.string().refine(noControlCharacters, NO_CONTROL_CHARACTERS)

/** A site path (/uploads/…, /images/…) or an http(s) address; nothing else ends up in src or href. Empty becomes null. */
export const siteUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, 'En fazla 500 karakter')
    .refine(noControlCharacters, NO_CONTROL_CHARACTERS)
    .refine((url) => url === '' || /^\/(?![/\\])\S*$/.test(url) || /^https?:\/\/\S+$/.test(url), message)
    .nullish()
    .transform((value) => value || null)

/**
 * A number a person typed the Turkish way ('2.450,50' is 2450.5, see readTypedNumber), handed on
 * as a number to `then` for its own checks. Text that could mean two numbers is refused naming
 * both readings; text that is no number gets `message`.
 */
export const typedNumber = <T extends z.ZodType<unknown, number>>(message: string, then: T) =>
  z
    .string({ error: message })
    .transform((text, ctx) => {
      const reading = readTypedNumber(text)
      if (reading.ok) return Number(reading.value)
      ctx.addIssue({ code: 'custom', message: typedNumberMessage(text, reading, message) })
      return z.NEVER
    })
    .pipe(then)
