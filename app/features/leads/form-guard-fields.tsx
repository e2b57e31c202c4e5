import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The honeypot's name: the field a bot fills in and a person never sees (read by form-guard.server.ts). */
export const HONEYPOT_FIELD = 'website'

/**
 * The honeypot every public form carries: a field people never see or fill. Nothing else of the
 * spam checks is in the page (the timer is a cookie, the submission key is made on submit), so a
 * form page is the same for every visitor.
 */
export function FormGuardFields() {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto size-px overflow-hidden">
      <label>
        {t('formGuard.honeypotLabel')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/**
 * The key of a form instance: it changes when a new confirmation arrives (a stored request
 * redirects back to its page with one), so the form starts empty again with JavaScript too; it
 * stays when the confirmation is gone (a later revalidation must not throw away what the visitor
 * is typing).
 */
export function useFreshFormKey(noticeId: string | null | undefined): string {
  const [key, setKey] = useState(noticeId ?? 'form')
  if (noticeId && noticeId !== key) setKey(noticeId)
  return noticeId && noticeId !== key ? noticeId : key
}
