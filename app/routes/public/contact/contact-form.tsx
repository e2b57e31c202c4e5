import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { FormGuardFields } from '~/features/leads/form-guard-fields'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import { formT } from '~/lib/forms/messages'
import { type FormConstraint, uncheckedSubmission, useLazyValidation } from '~/lib/forms/use-lazy-validation'
import { useLocale } from '~/lib/use-locale'
import { Field, FormAlert, publicField, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'

const importContactValidation = () => import('~/features/leads/form-validation').then((m) => m.validateContact)

/**
 * The contact form: name, e-mail, optional phone, subject and message (stored and notified),
 * checked in the browser with the server's schema and messages in the page's language (loaded
 * when the visitor starts on the form).
 */
export function ContactForm({ lastResult, constraint }: { lastResult?: SubmissionResult<string[]>; constraint: FormConstraint }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const locale = useLocale()
  const { validator: validate, triggers: loadValidation } = useLazyValidation(importContactValidation)
  const [form, fields] = useForm({
    id: 'contact-message',
    lastResult,
    constraint,
    onValidate: ({ formData }) => (validate ? validate(formData, formT(t), locale) : uncheckedSubmission(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...loadValidation}
      data-hydrated={hydrated || undefined}
      className="mt-6 grid gap-4 sm:grid-cols-2"
    >
      <FormGuardFields />
      <Field meta={fields.name} label={t('contact.form.name')} {...publicField} autoComplete="name" />
      <Field meta={fields.email} label={t('contact.form.email')} {...publicField} type="email" autoComplete="email" />
      <Field meta={fields.phone} label={t('contact.form.phoneOptional')} {...publicField} type="tel" autoComplete="tel" />
      <Field meta={fields.subject} label={t('contact.form.subject')} {...publicField} />
      <TextareaField
        meta={fields.message}
        label={t('contact.form.message')}
        {...publicField}
        rows={5}
        maxLength={LONG_TEXT_MAX}
        className="sm:col-span-2"
        controlClassName="min-h-[120px]"
      />
      <div className="space-y-4 sm:col-span-2">
        <FormAlert id={form.errorId} title={t('common.errorTitle')} errors={form.errors} />
        <StatusButton size="lg" pendingLabel={t('contact.form.sending')}>
          {t('contact.form.send')}
        </StatusButton>
      </div>
    </Form>
  )
}
