import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form } from 'react-router'
import { inputClass } from '~/ui/classes'
import { Checkbox, Field, FormAlert, withoutKey } from '~/ui/field'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import { AiPromptFormSchema, PROMPT_CATEGORY_MAX, PROMPT_NAME_MAX } from '~/features/ai/schemas'
import { VariableChips } from './variable-chips'

const constraint = getZodConstraint(AiPromptFormSchema)

export type PromptFormValue = {
  name?: string
  description?: string
  prompt?: string
  category?: string
  isActive?: boolean
  isDefault?: boolean
}

export const CATEGORY_OPTIONS_ID = 'prompt-category-options'

/**
 * The create form (intent create) and each card's edit form (intent update with the id): a
 * native form; the server answers invalid input with the messages and everything typed.
 */
export function PromptForm({
  formId,
  promptId,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  formId: string
  promptId?: string
  defaultValue: PromptFormValue
  lastResult: SubmissionResult<string[]> | null | undefined
  submitLabel: string
}) {
  const intent = promptId ? 'update' : 'create'
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AiPromptFormSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  // The variables update as the admin types (with JavaScript); the server's text otherwise.
  const [text, setText] = useState(String(fields.prompt.initialValue ?? ''))
  const saving = useIsPending({ intent, fields: { id: promptId } })

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid={`prompt-form-${promptId ? 'edit' : 'new'}`}>
      {promptId && <input type="hidden" name="id" value={promptId} />}
      <FormAlert id={form.errorId} title="Hata" errors={form.errors} compact />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fields.name.id}
          label="Ad"
          required
          errorId={fields.name.errorId}
          errors={fields.name.errors}
          hint={`En fazla ${PROMPT_NAME_MAX} karakter.`}
        >
          <input {...withoutKey(getInputProps(fields.name, { type: 'text' }))} className={inputClass} />
        </Field>
        <Field
          id={fields.category.id}
          label="Kategori"
          errorId={fields.category.errorId}
          errors={fields.category.errors}
          hint={`Listeden seçin veya yazın (küçük harf ve tire, en fazla ${PROMPT_CATEGORY_MAX} karakter). Boşsa blog-image.`}
        >
          <input
            {...withoutKey(getInputProps(fields.category, { type: 'text' }))}
            list={CATEGORY_OPTIONS_ID}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.description.id}
          label="Açıklama"
          errorId={fields.description.errorId}
          errors={fields.description.errors}
          className="sm:col-span-2"
        >
          <textarea {...withoutKey(getTextareaProps(fields.description))} rows={2} className={inputClass} />
        </Field>
        <Field
          id={fields.prompt.id}
          label="Prompt metni"
          required
          errorId={fields.prompt.errorId}
          errors={fields.prompt.errors}
          hint="Değişkenleri çift süslü parantezle yazın, ör. {{topic}}, {{productName}}, {{page}}."
          className="sm:col-span-2"
        >
          <textarea
            {...withoutKey(getTextareaProps(fields.prompt))}
            rows={10}
            className={`${inputClass} font-mono text-sm`}
            onInput={(event) => setText(event.currentTarget.value)}
          />
        </Field>
        <div className="sm:col-span-2">
          <VariableChips text={text} testId="prompt-form-variables" />
        </div>
        <Checkbox
          {...withoutKey(getInputProps(fields.isActive, { type: 'checkbox' }))}
          label="Aktif"
          hint="Pasif promptlar AI tarafından kullanılmaz."
        />
        <Checkbox
          {...withoutKey(getInputProps(fields.isDefault, { type: 'checkbox' }))}
          label="Varsayılan"
          hint="Kategorisinin varsayılanı olur; diğerlerinin varsayılanlığı kaldırılır."
        />
      </div>
      <StatusButton name="intent" value={intent} pending={saving} pendingLabel="Kaydediliyor...">
        {submitLabel}
      </StatusButton>
    </Form>
  )
}
