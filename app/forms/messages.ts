import { MAX_LEAD_LINES } from '~/domain/lead-lines'
import { textErrorMap } from './fields'

export type FormMessageKey = 'forms.controlCharacters' | 'forms.lineBreak' | 'forms.tooManyLines'

/**
 * The error map of the public forms' text and list rules in the visitor's language, for
 * `parseWithZod(…, { error })` on the server and in the browser alike. `t` is i18next's.
 */
export function formErrorMap(t: (key: FormMessageKey, options: { max: number }) => string) {
  const options = { max: MAX_LEAD_LINES }
  return textErrorMap({
    controlCharacters: t('forms.controlCharacters', options),
    lineBreak: t('forms.lineBreak', options),
    tooManyLines: t('forms.tooManyLines', options),
  })
}
