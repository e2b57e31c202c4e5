import type { FormMetadata, SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { useSubmit } from 'react-router'
import { AiKeyMissing, aiButtonProps } from '~/features/ai/ai-key-missing'
import type { ProductContent } from '~/features/ai/content'
import { type ProductTypeCode, productTypeName } from '~/features/products/product'
import type { AdminProductFormValue } from '~/features/products/schemas'
import { Button, buttonClass } from '~/ui/button'
import { Field } from '~/ui/forms'
import { useHydrated } from '~/ui/use-hydrated'
import { useIsPending } from '~/ui/use-is-pending'

export type ProductAiOutcome = { preview: ProductContent; error?: never } | { error: string; preview?: never }

/** A label for every field of the answer (the type makes a new field impossible to forget here). */
const previewLabels: Record<keyof ProductContent, string> = {
  title_tr: 'Başlık (Türkçe)',
  title_en: 'Başlık (İngilizce)',
  title_de: 'Başlık (Almanca)',
  slug: 'Slug',
  type: 'Ürün Türü',
  summary_tr: 'Özet (Türkçe)',
  summary_en: 'Özet (İngilizce)',
  summary_de: 'Özet (Almanca)',
  description_tr: 'Açıklama (Türkçe)',
  description_en: 'Açıklama (İngilizce)',
  description_de: 'Açıklama (Almanca)',
  palletInfo_tr: 'Palet Bilgisi (Türkçe)',
  palletInfo_en: 'Palet Bilgisi (İngilizce)',
  palletInfo_de: 'Palet Bilgisi (Almanca)',
}
const previewRows = Object.entries(previewLabels) as [keyof ProductContent, string][]

/**
 * 'AI ile Oluştur': the product name posts with the whole form (nothing typed is lost); the answer
 * is a preview that 'Forma Uygula' copies into the fields with conform's update intent: with
 * JavaScript field by field in place; without it one intent posts the form as it came back
 * (`posted`) with the preview in it, and 'Vazgeç' posts it back unchanged. The admin still saves.
 */
export function AiGenerator({
  form,
  outcome,
  posted,
  ready,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  outcome: ProductAiOutcome | undefined
  /** The form's values as the server sent them back with the preview. */
  posted: SubmissionResult<string[]>['initialValue']
  /** Whether an AI key is configured; without one the button is off and says why. */
  ready: boolean
}) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  const [applied, setApplied] = useState(false)
  // A new answer is shown afresh (state adjusted while rendering, as React advises for a changed prop).
  const [shown, setShown] = useState(outcome)
  if (shown !== outcome) {
    setShown(outcome)
    setDismissed(false)
    setApplied(false)
  }
  const generating = useIsPending({ intent: 'ai-generate' })
  const preview = outcome?.preview && !dismissed ? outcome.preview : null

  const { intent: _button, ...typed } = posted ?? {}
  const typedName = typeof typed.aiProductName === 'string' ? typed.aiProductName : ''

  const apply = () => {
    if (!preview) return
    for (const [name] of previewRows) form.update({ name, value: preview[name] })
    setApplied(true)
    setDismissed(true)
  }

  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        <Field
          id="ai-product-name"
          name="aiProductName"
          label="Ürün adı"
          defaultValue={typedName}
          placeholder="ör. Lerida Kuru İncir"
          aria-describedby="ai-message"
          className="min-w-56 flex-1"
        />
        <button
          type="submit"
          name="intent"
          value="ai-generate"
          formNoValidate
          disabled={generating}
          {...aiButtonProps(ready, 'ai-key-missing')}
          className={buttonClass({ tone: 'secondary', size: 'sm' }, 'py-2')}
          onClick={(event) => {
            // The rest of the form may be incomplete: post it as it is, past the client validation.
            event.preventDefault()
            const button = event.currentTarget
            if (button.form) void submit(new FormData(button.form, button), { method: 'post', encType: 'multipart/form-data' })
          }}
        >
          {generating ? 'Oluşturuluyor… (10–60 sn)' : 'AI ile Oluştur'}
        </button>
      </div>
      {!ready && <AiKeyMissing id="ai-key-missing" className="mt-2" />}
      <div id="ai-message" aria-live="polite">
        {generating && (
          <p className="mt-3 text-sm text-stone-600" role="status">
            AI içerik yazıyor; bu işlem bir dakika kadar sürebilir.
          </p>
        )}
        {outcome?.error && (
          <p className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900" role="alert" data-testid="ai-error">
            <strong>Hata:</strong> {outcome.error}
          </p>
        )}
        {applied && (
          <p className="mt-3 text-sm text-leaf-800" role="status">
            Önizleme forma uygulandı. Kaydetmeyi unutmayın.
          </p>
        )}
      </div>
      {preview && (
        <div className="mt-4 rounded-xl border border-gold-300 bg-cream-50 p-4" data-testid="ai-preview">
          <p className="font-semibold text-fig-800" role="status">
            Ürün içeriği AI ile oluşturuldu
          </p>
          <p className="text-sm text-stone-600">Önizleme: forma uygulamadan hiçbir şey değişmez; uyguladıktan sonra Kaydet’e basın.</p>
          <dl className="mt-3 grid gap-2 text-sm">
            {previewRows.map(([name, label]) => (
              <div key={name} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
                <dt className="font-medium text-stone-700">{label}</dt>
                <dd className="whitespace-pre-line text-stone-900">
                  {name === 'type' ? productTypeName(preview.type as ProductTypeCode) : preview[name]}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex gap-2">
            {hydrated ? (
              <Button type="button" onClick={apply} className="text-sm">
                Forma Uygula
              </Button>
            ) : (
              <Button {...form.update.getButtonProps<typeof typed>({ value: { ...typed, ...preview } })} className="text-sm">
                Forma Uygula
              </Button>
            )}
            {hydrated ? (
              <Button type="button" onClick={() => setDismissed(true)} tone="secondary" size="sm">
                Vazgeç
              </Button>
            ) : (
              <Button {...form.validate.getButtonProps({ name: 'aiProductName' })} tone="secondary" size="sm">
                Vazgeç
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
