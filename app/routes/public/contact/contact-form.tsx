import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formT } from '~/lib/forms/messages'
import { type FormConstraint, uncheckedSubmission, useLazyValidation } from '~/lib/forms/use-lazy-validation'
import { useLocale } from '~/lib/use-locale'
import { inputClass } from '~/ui/classes'
import { Field, FormAlert } from '~/ui/field'
import { StatusButton } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'
import { FormGuardFields } from '~/features/leads/form-guard-fields'

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
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: 'text' })
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: 'tel' })
  const { key: subjectKey, ...subjectProps } = getInputProps(fields.subject, { type: 'text' })
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message)

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...loadValidation}
      data-hydrated={hydrated || undefined}
      className="mt-6 grid gap-4 sm:grid-cols-2"
    >
      <FormGuardFields />
      <Field
        size="md"
        firstErrorOnly
        id={fields.name.id}
        label={t('contact.form.name')}
        errorId={fields.name.errorId}
        errors={fields.name.errors}
      >
        <input key={nameKey} {...nameProps} autoComplete="name" className={inputClass} />
      </Field>
      <Field
        size="md"
        firstErrorOnly
        id={fields.email.id}
        label={t('contact.form.email')}
        errorId={fields.email.errorId}
        errors={fields.email.errors}
      >
        <input key={emailKey} {...emailProps} autoComplete="email" className={inputClass} />
      </Field>
      <Field
        size="md"
        firstErrorOnly
        id={fields.phone.id}
        label={t('contact.form.phoneOptional')}
        errorId={fields.phone.errorId}
        errors={fields.phone.errors}
      >
        <input key={phoneKey} {...phoneProps} autoComplete="tel" className={inputClass} />
      </Field>
      <Field
        size="md"
        firstErrorOnly
        id={fields.subject.id}
        label={t('contact.form.subject')}
        errorId={fields.subject.errorId}
        errors={fields.subject.errors}
      >
        <input key={subjectKey} {...subjectProps} className={inputClass} />
      </Field>
      <Field
        size="md"
        firstErrorOnly
        id={fields.message.id}
        label={t('contact.form.message')}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        className="sm:col-span-2"
      >
        <textarea key={messageKey} {...messageProps} rows={5} className={`${inputClass} min-h-[120px]`} />
      </Field>
      <div className="space-y-4 sm:col-span-2">
        <FormAlert id={form.errorId} title={t('common.errorTitle')} errors={form.errors} />
        <StatusButton size="lg" pendingLabel={t('contact.form.sending')}>
          {t('contact.form.send')}
        </StatusButton>
      </div>
    </Form>
  )
}
