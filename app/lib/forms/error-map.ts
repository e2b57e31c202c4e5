import type { z } from 'zod'
import { textErrorMap } from './fields'
import type { FormT } from './messages'

/**
 * The error map of the public forms' text and list rules in the visitor's language, for
 * `parseWithZod(…, { error })` on the server and in the browser alike. `t` is i18next's.
 */
export function formErrorMap(t: FormT): z.core.$ZodErrorMap {
  const textRules = textErrorMap({
    controlCharacters: t('forms.controlCharacters'),
    lineBreak: t('forms.lineBreak'),
    tooManyLines: '',
  })
  return (issue) => {
    // A list over its maximum names that maximum (the schema's own `.max()`).
    if (issue.code === 'too_big' && issue.origin === 'array') return t('forms.tooManyLines', { max: Number(issue.maximum) })
    // Whatever a schema does not name itself gets a plain message in the visitor's language, never zod's own text.
    return textRules(issue) ?? t('validation.invalidValue')
  }
}
