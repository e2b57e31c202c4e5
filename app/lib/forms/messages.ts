import type { TFunction } from 'i18next'
import type en from '~/locales/en'

export type FormMessageKey = 'forms.controlCharacters' | 'forms.lineBreak' | 'forms.tooManyLines'
export type ValidationKey = `validation.${keyof typeof en.validation}`

/** i18next's `t`, or a dictionary lookup where there is no i18next instance (the JSON API). */
export type FormT = (key: FormMessageKey | ValidationKey, options?: { max?: number }) => string

/**
 * What the public forms' schemas need to check a post: the messages in the visitor's language
 * and, on the server only, the checks that need data the browser does not load (the phone-number
 * metadata, the list of countries). In the browser those checks are left to the server.
 */
export interface FormRules {
  t: FormT
  /** Whether `text` can be a phone number of `region` (ISO code; null: only with a +country prefix). */
  phonePossible?: (text: string, region: string | null) => boolean
  /** Whether `code` is a country of the list. */
  isCountry?: (code: string) => boolean
}

/** i18next's `t` as the forms' message function (the keys with `{{max}}` get it, the rest ignore it). */
export const formT =
  (t: TFunction): FormT =>
  (key, options) =>
    t(key, { max: options?.max ?? 0 })
