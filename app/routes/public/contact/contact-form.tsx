import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { contactSchema } from '~/features/leads/contact-schema'
import { formErrorMap, formT } from '~/lib/forms/messages'
import { useLocale } from '~/lib/use-locale'
import { Field, FormAlert, SubmitButton, controlClass, useHydratedFlag, useIsSubmitting } from '~/ui/fields'
import { FormGuardFields } from '~/features/leads/form-guard-fields'

/**
 * The contact form: name, e-mail, optional phone, subject and message (stored and notified),
 * checked in the browser with the server's schema and messages in the page's language.
 */
export function ContactForm({
  guard,
  lastResult,
}: {
  guard: { startedAt: string; submissionKey: string }
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const submitting = useIsSubmitting()
  const hydrated = useHydratedFlag()
  const locale = useLocale()
  const schema = useMemo(() => contactSchema({ t: formT(t) }, locale), [t, locale])
  const constraint = useMemo(() => getZodConstraint(schema), [schema])
  const [form, fields] = useForm({
    id: 'contact-message',
    lastResult,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(formT(t)) }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: 'text' })
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: 'tel' })
  const { key: subjectKey, ...subjectProps } = getInputProps(fields.subject, { type: 'text' })
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message)

  return (
    <Form method="post" {...getFormProps(form)} data-hydrated={hydrated || undefined} className="mt-6 grid gap-4 sm:grid-cols-2">
      <FormGuardFields guard={guard} />
      <Field label={t('contact.form.name')} htmlFor={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
        <input key={nameKey} {...nameProps} autoComplete="name" className={controlClass} />
      </Field>
      <Field label={t('contact.form.email')} htmlFor={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
        <input key={emailKey} {...emailProps} autoComplete="email" className={controlClass} />
      </Field>
      <Field label={t('contact.form.phoneOptional')} htmlFor={fields.phone.id} errorId={fields.phone.errorId} errors={fields.phone.errors}>
        <input key={phoneKey} {...phoneProps} autoComplete="tel" className={controlClass} />
      </Field>
      <Field label={t('contact.form.subject')} htmlFor={fields.subject.id} errorId={fields.subject.errorId} errors={fields.subject.errors}>
        <input key={subjectKey} {...subjectProps} className={controlClass} />
      </Field>
      <Field
        label={t('contact.form.message')}
        htmlFor={fields.message.id}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        className="sm:col-span-2"
      >
        <textarea key={messageKey} {...messageProps} rows={5} className={`${controlClass} min-h-[120px]`} />
      </Field>
      <div className="space-y-4 sm:col-span-2">
        <FormAlert id={form.errorId} errors={form.errors} />
        <SubmitButton pending={submitting} label={t('contact.form.send')} pendingLabel={t('contact.form.sending')} />
      </div>
    </Form>
  )
}
