import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { Form, Link } from 'react-router'
import { inputClass, secondaryButton } from '~/ui/classes'
import { Checkbox, Field, FormAlert, withoutKey } from '~/ui/field'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import type { SeoContent } from '~/features/ai/content'
import {
  fixedSeoPages,
  pageUsesH1,
  SEO_DESCRIPTION_ADVICE,
  SEO_TITLE_ADVICE,
  seoPagePath,
  seoRequestProducts,
} from '~/features/seo/seo-page'
import {
  type SeoSettingFormValue,
  type SeoSettingInput,
  SeoSettingSchema,
  seoLanguages,
  seoTextFieldNames,
  type SeoTextField,
} from '~/features/seo/schemas'
import { localeNamesTr, localizePath } from '~/lib/locale'
import type { SeoFormValues } from './form-values'
import { LengthCounter, SerpPreview } from './serp-preview'
import { AiKeyMissing, aiButtonProps } from '~/features/ai/ai-key-missing'

export type SeoTab = (typeof seoLanguages)[number] | 'genel'
/** The answer to 'AI ile SEO Oluştur': generated texts to preview, or the failure notice with its reason. */
export type SeoAiOutcome = { id: string; preview: SeoContent; error?: never } | { id: string; error: string; preview?: never }
const tabs: { id: SeoTab; label: string; fields: string[] }[] = [
  { id: 'tr', label: 'Türkçe', fields: seoTextFieldNames.filter((n) => n.endsWith('_tr')) },
  { id: 'en', label: 'English', fields: seoTextFieldNames.filter((n) => n.endsWith('_en')) },
  { id: 'de', label: 'Deutsch', fields: seoTextFieldNames.filter((n) => n.endsWith('_de')) },
  { id: 'genel', label: 'Genel', fields: ['page', 'isActive'] },
]

/** The first tab holding one of `errors`' fields (the one to show after a failed save). */
export function tabWithErrors(errors: Record<string, string[] | null | undefined> | null | undefined): SeoTab | null {
  if (!errors) return null
  return tabs.find((tab) => tab.fields.some((name) => errors[name]?.length))?.id ?? null
}

/** The AI buttons post whatever is typed: nothing to check. */
const unchecked = SeoSettingSchema.catch(({ value }) => value as SeoSettingInput)

/**
 * Create or edit one SEO setting. Tabs are radio buttons styled with CSS (they work without
 * JavaScript); the search-result previews and the length counters follow the typing with
 * JavaScript and show the form's values without it. 'AI ile SEO Oluştur' posts the form as
 * typed; the generated texts come back as a preview that only 'Forma Uygula' puts into the form.
 */
export function SeoForm({
  formId,
  settingId,
  defaultValue,
  lastResult,
  ai,
  origin,
  cancelHref,
  initialTab,
  aiReady,
}: {
  formId: string
  settingId: string | null
  defaultValue: SeoFormValues
  lastResult: SubmissionResult<string[]> | null | undefined
  ai: SeoAiOutcome | null
  origin: string
  cancelHref: string
  initialTab: SeoTab
  aiReady: boolean
}) {
  const [form, fields] = useForm<SeoSettingFormValue>({
    id: formId,
    lastResult,
    defaultValue,
    // Only a save is validated here; the AI buttons post whatever is typed.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: (formData.get('intent') ?? 'save') === 'save' ? SeoSettingSchema : unchecked }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const busy = useIsPending()
  const generating = useIsPending({ intent: 'ai-generate' })
  const errorTab = tabWithErrors(form.allErrors)
  const checkedTab = tabWithErrors(lastResult?.error ?? null) ?? initialTab

  // With JavaScript, a failed check opens the tab with the first error.
  useEffect(() => {
    if (!errorTab) return
    const radio = document.getElementById(`${formId}-tab-${errorTab}`)
    if (radio instanceof HTMLInputElement) radio.checked = true
  }, [errorTab, formId])

  // With JavaScript the preview's buttons act in place: which preview was dismissed or applied.
  const [closed, setClosed] = useState<{ id: string; applied: boolean } | null>(null)
  const preview = ai?.preview && closed?.id !== ai.id ? ai.preview : null
  const applied = Boolean(ai && closed?.id === ai.id && closed.applied)
  const applyPreview = (content: SeoContent) => {
    for (const name of seoTextFieldNames) form.update({ name, value: content[name] })
    if (ai) setClosed({ id: ai.id, applied: true })
  }

  const page = fields.page.value ?? ''
  const path = seoPagePath(page)
  const value = (name: SeoTextField) => (fields[name].value as string | undefined) ?? ''
  const formErrors = form.errors

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5" data-testid="seo-form">
      {/* Enter in a text field saves; it never runs the AI. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Kaydet
      </button>
      {settingId && <input type="hidden" name="id" value={settingId} />}
      <FormAlert id={form.errorId} title="Hata" errors={formErrors} />

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
          className={`${secondaryButton} mt-3 border-gold-500`}
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
          <FormAlert title="Hata" errors={ai?.error ? [ai.error] : null} compact className="mt-3" testId="seo-ai-error" />
          {applied && (
            <p role="status" className="mt-3 text-sm text-leaf-700" data-testid="seo-ai-applied">
              Öneri forma uygulandı. Kaydetmeyi unutmayın.
            </p>
          )}
        </div>
      </section>

      {preview && ai && (
        <AiPreviewPanel
          content={preview}
          onApply={() => applyPreview(preview)}
          onDismiss={() => setClosed({ id: ai.id, applied: false })}
        />
      )}

      <div className="flex flex-wrap gap-x-1 gap-y-4">
        {tabs.map((tab) => (
          <input
            key={tab.id}
            type="radio"
            id={`${formId}-tab-${tab.id}`}
            name={`${formId}-tab`}
            // Not part of the post: the tab choice belongs to no form.
            form={`${formId}-tabs`}
            value={tab.id}
            defaultChecked={checkedTab === tab.id}
            className={`sr-only ${peerClass[tab.id]}`}
          />
        ))}
        {tabs.map((tab) => {
          const hasError = tab.fields.some((name) => form.allErrors[name]?.length)
          return (
            <label
              key={tab.id}
              htmlFor={`${formId}-tab-${tab.id}`}
              className={`cursor-pointer rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 ${tabLabelClass[tab.id]}`}
              data-testid={`seo-tab-${tab.id}`}
            >
              {tab.label}
              {hasError && (
                <span className="ml-1 text-red-700">
                  ●<span className="sr-only"> (hatalı alan var)</span>
                </span>
              )}
            </label>
          )
        })}

        {seoLanguages.map((lang) => {
          const fallback = lang === 'de' ? { title: value('title_en'), description: value('description_en') } : null
          return (
            <div key={lang} className={`hidden w-full ${panelClass[lang]}`} data-testid={`seo-panel-${lang}`}>
              <div className="grid gap-5 xl:grid-cols-[3fr_2fr]">
                <div className="space-y-4">
                  {lang === 'de' && (
                    <p className="text-sm text-stone-600">İsteğe bağlı; boş alanlarda sitede İngilizce metin gösterilir.</p>
                  )}
                  <TextInput
                    field={fields[`title_${lang}`]}
                    label={`Başlık (${localeNamesTr[lang]})`}
                    required={lang !== 'de'}
                    lang={lang}
                    advice={SEO_TITLE_ADVICE}
                  />
                  <TextArea
                    field={fields[`description_${lang}`]}
                    label={`Açıklama (${localeNamesTr[lang]})`}
                    required={lang !== 'de'}
                    lang={lang}
                    advice={SEO_DESCRIPTION_ADVICE}
                  />
                  <TextInput
                    field={fields[`keywords_${lang}`]}
                    label={`Anahtar Kelimeler (${localeNamesTr[lang]})`}
                    lang={lang}
                    hint="Virgülle ayırın. İsteğe bağlı."
                  />
                  <TextInput
                    field={fields[`h1_${lang}`]}
                    label={`H1 Başlığı (${localeNamesTr[lang]})`}
                    lang={lang}
                    hint={
                      pageUsesH1(page)
                        ? 'İsteğe bağlı; boşsa sayfa kendi başlığını gösterir.'
                        : 'Bu sayfa kendi başlığını kullanır; H1 ayarı sitede gösterilmez.'
                    }
                  />
                </div>
                <div className="self-start xl:sticky xl:top-4">
                  <SerpPreview
                    testId={`serp-preview-${lang}`}
                    lang={lang}
                    url={path ? `${origin}${localizePath(path, lang)}` : null}
                    title={value(`title_${lang}`) || fallback?.title || ''}
                    description={value(`description_${lang}`) || fallback?.description || ''}
                  />
                </div>
              </div>
            </div>
          )
        })}

        <div className={`hidden w-full space-y-4 ${panelClass.genel}`} data-testid="seo-panel-genel">
          <Field
            id={fields.page.id}
            label="Sayfa"
            errorId={fields.page.errorId}
            errors={fields.page.errors}
            required
            hint={`Sabit sayfalar: ${fixedSeoPages.map((p) => p.key).join(', ')}. Özel sayfa adı: küçük harf, rakam ve tire (ör. ozel-sayfa).`}
          >
            <input
              {...withoutKey(getInputProps(fields.page, { type: 'text' }))}
              list={`${formId}-pages`}
              autoComplete="off"
              className={inputClass}
            />
          </Field>
          <datalist id={`${formId}-pages`}>
            {fixedSeoPages.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </datalist>
          <Checkbox
            {...withoutKey(getInputProps(fields.isActive, { type: 'checkbox' }))}
            label="Aktif"
            hint="Pasif bir ayar sitede kullanılmaz: sayfa yerleşik metinlerini gösterir."
          />
        </div>
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-5">
        <Link
          to={cancelHref}
          className="rounded-lg border border-stone-300 bg-white px-5 py-2.5 font-medium text-stone-700 hover:bg-stone-50"
        >
          İptal
        </Link>
        <StatusButton name="intent" value="save" disabled={busy} pendingLabel="Kaydediliyor...">
          Kaydet
        </StatusButton>
      </div>
    </Form>
  )
}

// Whole class names, so Tailwind finds them: the radio of a tab is the peer of its label and panel.
const peerClass: Record<SeoTab, string> = { tr: 'peer/tr', en: 'peer/en', de: 'peer/de', genel: 'peer/genel' }
const tabLabelClass: Record<SeoTab, string> = {
  tr: 'peer-checked/tr:border-fig-700 peer-checked/tr:bg-fig-700 peer-checked/tr:text-white peer-focus-visible/tr:ring-2 peer-focus-visible/tr:ring-fig-600',
  en: 'peer-checked/en:border-fig-700 peer-checked/en:bg-fig-700 peer-checked/en:text-white peer-focus-visible/en:ring-2 peer-focus-visible/en:ring-fig-600',
  de: 'peer-checked/de:border-fig-700 peer-checked/de:bg-fig-700 peer-checked/de:text-white peer-focus-visible/de:ring-2 peer-focus-visible/de:ring-fig-600',
  genel:
    'peer-checked/genel:border-fig-700 peer-checked/genel:bg-fig-700 peer-checked/genel:text-white peer-focus-visible/genel:ring-2 peer-focus-visible/genel:ring-fig-600',
}
const panelClass: Record<SeoTab, string> = {
  tr: 'peer-checked/tr:block',
  en: 'peer-checked/en:block',
  de: 'peer-checked/de:block',
  genel: 'peer-checked/genel:block',
}

type InputField = Parameters<typeof getInputProps>[0]

function TextInput({
  field,
  label,
  required,
  lang,
  hint,
  advice,
}: {
  field: InputField
  label: string
  required?: boolean
  lang: string
  hint?: string
  advice?: number
}) {
  const text = (field.value as string | undefined) ?? ''
  return (
    <Field id={field.id} label={label} errorId={field.errorId} errors={field.errors} required={required} hint={hint}>
      <input {...withoutKey(getInputProps(field, { type: 'text' }))} lang={lang} className={inputClass} />
      {advice && <LengthCounter id={`${field.id}-length`} text={text} advice={advice} />}
    </Field>
  )
}

function TextArea({
  field,
  label,
  required,
  lang,
  advice,
}: {
  field: InputField
  label: string
  required?: boolean
  lang: string
  advice: number
}) {
  const text = (field.value as string | undefined) ?? ''
  return (
    <Field id={field.id} label={label} errorId={field.errorId} errors={field.errors} required={required}>
      <textarea {...withoutKey(getTextareaProps(field))} lang={lang} rows={3} className={inputClass} />
      <LengthCounter id={`${field.id}-length`} text={text} advice={advice} />
    </Field>
  )
}

/**
 * The generated texts, not yet in the form. Without JavaScript 'Forma Uygula' posts them back
 * (hidden fields) with everything typed and the page returns the form with them filled in;
 * with JavaScript both buttons act in place.
 */
function AiPreviewPanel({ content, onApply, onDismiss }: { content: SeoContent; onApply: () => void; onDismiss: () => void }) {
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
              {localeNamesTr[lang]}
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
        <button
          type="submit"
          name="intent"
          value="ai-apply"
          formNoValidate
          onClick={(event) => {
            event.preventDefault()
            onApply()
          }}
          className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800"
        >
          Forma Uygula
        </button>
        <button
          type="submit"
          name="intent"
          value="ai-dismiss"
          formNoValidate
          onClick={(event) => {
            event.preventDefault()
            onDismiss()
          }}
          className={secondaryButton}
        >
          Vazgeç
        </button>
      </div>
    </section>
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
