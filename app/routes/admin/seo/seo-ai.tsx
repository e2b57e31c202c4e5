import type { ComponentProps } from 'react'
import { AiKeyMissing, aiButtonProps } from '~/features/ai/ai-key-missing'
import type { SeoContent } from '~/features/ai/content'
import { seoLanguages, seoTextFieldNames } from '~/features/seo/schemas'
import { SEO_DESCRIPTION_ADVICE, SEO_TITLE_ADVICE, seoRequestProducts } from '~/features/seo/seo-page'
import { localeNamesTr } from '~/lib/locale'
import { Button, buttonClass } from '~/ui/button'
import { FormAlert } from '~/ui/forms'
import { useIsPending } from '~/ui/use-is-pending'
import { LengthCounter } from './serp-preview'

export const languageNames = localeNamesTr

/**
 * 'AI ile SEO': the button that posts the form as typed for generated texts, what it is waiting
 * for, and the failure notice or the note that the preview was applied.
 */
export function AiSection({
  formId,
  aiReady,
  busy,
  error,
  applied,
}: {
  formId: string
  aiReady: boolean
  /** Any post of the page is on its way (the button waits for it). */
  busy: boolean
  error: string | undefined
  applied: boolean
}) {
  const generating = useIsPending({ intent: 'ai-generate' })
  return (
    <section aria-labelledby={`${formId}-ai-title`} className="rounded-xl border border-gold-300 bg-cream-50 p-4">
      <h3 id={`${formId}-ai-title`} className="font-semibold text-fig-800">
        AI ile SEO
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Türkçe başlık ve açıklamadan, ürün adlarıyla ({seoRequestProducts.join(', ')}) üç dilde öneri oluşturur. Öneri, “Forma Uygula” ile
        forma aktarılır; kaydetmek için yine “Kaydet”e basın.
      </p>
      {!aiReady && <AiKeyMissing id={`${formId}-ai-key-missing`} className="mt-2" />}
      <button
        type="submit"
        name="intent"
        value="ai-generate"
        formNoValidate
        disabled={busy}
        {...aiButtonProps(aiReady, `${formId}-ai-key-missing`)}
        className={buttonClass({ tone: 'secondary', size: 'sm' }, 'mt-3 border-gold-500')}
        data-testid="seo-ai-generate"
      >
        {generating ? 'AI içerik oluşturuyor… (10–60 sn)' : 'AI ile SEO Oluştur'}
      </button>
      <div aria-live="polite">
        {generating && (
          <p role="status" className="mt-2 text-sm text-stone-600">
            Model yanıtı bekleniyor; bu işlem bir dakika kadar sürebilir.
          </p>
        )}
        <FormAlert title="Hata" errors={error ? [error] : null} compact className="mt-3" testId="seo-ai-error" />
        {applied && (
          <p role="status" className="mt-3 text-sm text-leaf-700" data-testid="seo-ai-applied">
            Öneri forma uygulandı. Kaydetmeyi unutmayın.
          </p>
        )}
      </div>
    </section>
  )
}

/**
 * The generated texts, not yet in the form. Without JavaScript 'Forma Uygula' posts them back
 * (hidden fields) with everything typed and the page returns the form with them filled in;
 * with JavaScript both buttons act in place.
 */
export function AiPreviewPanel({ content, onApply, onDismiss }: { content: SeoContent; onApply: () => void; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="seo-ai-preview-title"
      className="rounded-xl border-2 border-gold-500 bg-white p-4"
      data-testid="seo-ai-preview"
    >
      <h3 id="seo-ai-preview-title" className="font-semibold text-fig-800" role="status">
        SEO içeriği oluşturuldu
      </h3>
      <p className="text-sm text-stone-600">Önizleme: “Forma Uygula” demeden hiçbir alan değişmez; uyguladıktan sonra Kaydet’e basın.</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        {seoLanguages.map((lang) => (
          <dl key={lang} lang={lang} className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
            <p className="font-semibold text-stone-800" lang="tr">
              {languageNames[lang]}
            </p>
            <PreviewItem label="Başlık" text={content[`title_${lang}`]} advice={SEO_TITLE_ADVICE} />
            <PreviewItem label="Açıklama" text={content[`description_${lang}`]} advice={SEO_DESCRIPTION_ADVICE} />
            <PreviewItem label="Anahtar kelimeler" text={content[`keywords_${lang}`]} />
            <PreviewItem label="H1" text={content[`h1_${lang}`]} />
          </dl>
        ))}
      </div>
      {seoTextFieldNames.map((name) => (
        <input key={name} type="hidden" name={`preview.${name}`} value={content[name]} />
      ))}
      <div className="mt-4 flex flex-wrap gap-2">
        <PreviewButton intent="ai-apply" onAct={onApply} className="text-sm">
          Forma Uygula
        </PreviewButton>
        <PreviewButton intent="ai-dismiss" onAct={onDismiss} tone="secondary" size="sm">
          Vazgeç
        </PreviewButton>
      </div>
    </section>
  )
}

/** A preview button: without JavaScript it posts the form with its intent, unvalidated; with JavaScript `onAct` acts in place. */
function PreviewButton({
  intent,
  onAct,
  ...props
}: Omit<ComponentProps<typeof Button>, 'name' | 'value' | 'onClick'> & { intent: string; onAct: () => void }) {
  return (
    <Button
      name="intent"
      value={intent}
      formNoValidate
      onClick={(event) => {
        event.preventDefault()
        onAct()
      }}
      {...props}
    />
  )
}

function PreviewItem({ label, text, advice }: { label: string; text: string; advice?: number }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500" lang="tr">
        {label}
      </dt>
      <dd className="text-stone-900">{text}</dd>
      {advice && <LengthCounter text={text} advice={advice} />}
    </div>
  )
}
