import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form } from 'react-router'
import { AiPromptFormSchema, PROMPT_CATEGORY_MAX, PROMPT_NAME_MAX } from '~/features/ai/schemas'
import { CheckboxField, Field, FormAlert, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
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
        <Field meta={fields.name} label="Ad" required hint={`En fazla ${PROMPT_NAME_MAX} karakter.`} />
        <Field
          meta={fields.category}
          label="Kategori"
          hint={`Listeden seçin veya yazın (küçük harf ve tire, en fazla ${PROMPT_CATEGORY_MAX} karakter). Boşsa blog-image.`}
          list={CATEGORY_OPTIONS_ID}
          autoComplete="off"
        />
        <TextareaField meta={fields.description} label="Açıklama" rows={2} className="sm:col-span-2" />
        <TextareaField
          meta={fields.prompt}
          label="Prompt metni"
          required
          hint="Değişkenleri çift süslü parantezle yazın, ör. {{topic}}, {{productName}}, {{page}}."
          className="sm:col-span-2"
          controlClassName="font-mono text-sm"
          rows={10}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <div className="sm:col-span-2">
          <VariableChips text={text} testId="prompt-form-variables" />
        </div>
        <CheckboxField meta={fields.isActive} label="Aktif" hint="Pasif promptlar AI tarafından kullanılmaz." />
        <CheckboxField
          meta={fields.isDefault}
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
