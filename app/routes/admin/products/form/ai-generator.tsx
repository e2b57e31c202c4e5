import { useEffect, useState } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { productTypeLabels } from '~/features/products/admin-product'
import type { ProductContent } from '~/features/ai/content'
import type { ProductTypeCode } from '~/features/products/product'
import { useHydrated } from '~/ui/use-hydrated'
import { inputClass, secondaryButton } from '~/ui/admin-controls'

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
 * is a preview that 'Forma Uygula' copies into the fields (with JS in place, without JS by posting
 * it back as hidden fields). The admin still saves the form.
 */
export function AiGenerator({
  onApply,
  outcome,
  typedName,
}: {
  onApply: (name: string, value: string) => void
  outcome: ProductAiOutcome | undefined
  typedName: string
}) {
  const navigation = useNavigation()
  const submit = useSubmit()
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  const [applied, setApplied] = useState(false)
  useEffect(() => {
    setDismissed(false)
    setApplied(false)
  }, [outcome])
  const generating = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'ai-generate'
  const preview = outcome?.preview && !dismissed ? outcome.preview : null

  const apply = () => {
    if (!preview) return
    for (const [name] of previewRows) onApply(name, preview[name])
    setApplied(true)
    setDismissed(true)
  }

  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <label htmlFor="ai-product-name" className="block text-sm font-medium text-stone-800">
            Ürün adı
          </label>
          <input
            id="ai-product-name"
            name="aiProductName"
            defaultValue={typedName}
            className={inputClass}
            placeholder="ör. Lerida Kuru İncir"
            aria-describedby="ai-message"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="ai-generate"
          formNoValidate
          disabled={generating}
          className={`${secondaryButton} py-2`}
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
                  {name === 'type' ? productTypeLabels[preview.type as ProductTypeCode] : preview[name]}
                </dd>
                <input type="hidden" name={`ai.${name}`} value={preview[name]} />
              </div>
            ))}
          </dl>
          <div className="mt-4 flex gap-2">
            {hydrated ? (
              <button
                type="button"
                onClick={apply}
                className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800"
              >
                Forma Uygula
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="ai-apply"
                formNoValidate
                className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800"
              >
                Forma Uygula
              </button>
            )}
            {hydrated ? (
              <button type="button" onClick={() => setDismissed(true)} className={secondaryButton}>
                Vazgeç
              </button>
            ) : (
              <button type="submit" name="intent" value="ai-dismiss" formNoValidate className={secondaryButton}>
                Vazgeç
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
