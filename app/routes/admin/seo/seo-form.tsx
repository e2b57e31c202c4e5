import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { Form, Link } from 'react-router'
import type { SeoContent } from '~/features/ai/content'
import {
  type SeoSettingFormValue,
  type SeoSettingInput,
  SeoSettingSchema,
  type SeoTextField,
  seoLanguages,
  seoTextFieldNames,
} from '~/features/seo/schemas'
import { fixedSeoPages, pageUsesH1, SEO_DESCRIPTION_ADVICE, SEO_TITLE_ADVICE, seoPagePath } from '~/features/seo/seo-page'
import { localizePath } from '~/lib/locale'
import { buttonClass } from '~/ui/button'
import { CheckboxField, Field, FormAlert, TextareaField } from '~/ui/forms'
import { radioTabClasses, radioTabLabel } from '~/ui/radio-tabs'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import type { SeoFormValues } from './form-values'
import { AiPreviewPanel, AiSection, languageNames } from './seo-ai'
import { LengthCounter, SerpPreview } from './serp-preview'

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

      <AiSection formId={formId} aiReady={aiReady} busy={busy} error={ai?.error} applied={applied} />

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
            className={`sr-only ${radioTabClasses.peer[tab.id]}`}
          />
        ))}
        {tabs.map((tab) => {
          const hasError = tab.fields.some((name) => form.allErrors[name]?.length)
          return (
            <label key={tab.id} htmlFor={`${formId}-tab-${tab.id}`} className={radioTabLabel(tab.id)} data-testid={`seo-tab-${tab.id}`}>
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
            <div key={lang} className={`hidden w-full ${radioTabClasses.panel[lang]}`} data-testid={`seo-panel-${lang}`}>
              <div className="grid gap-5 xl:grid-cols-[3fr_2fr]">
                <div className="space-y-4">
                  {lang === 'de' && (
                    <p className="text-sm text-stone-600">İsteğe bağlı; boş alanlarda sitede İngilizce metin gösterilir.</p>
                  )}
                  <Field meta={fields[`title_${lang}`]} label={`Başlık (${languageNames[lang]})`} required={lang !== 'de'} lang={lang}>
                    <LengthCounter id={`${fields[`title_${lang}`].id}-length`} text={value(`title_${lang}`)} advice={SEO_TITLE_ADVICE} />
                  </Field>
                  <TextareaField
                    meta={fields[`description_${lang}`]}
                    label={`Açıklama (${languageNames[lang]})`}
                    required={lang !== 'de'}
                    lang={lang}
                    rows={3}
                  >
                    <LengthCounter
                      id={`${fields[`description_${lang}`].id}-length`}
                      text={value(`description_${lang}`)}
                      advice={SEO_DESCRIPTION_ADVICE}
                    />
                  </TextareaField>
                  <Field
                    meta={fields[`keywords_${lang}`]}
                    label={`Anahtar Kelimeler (${languageNames[lang]})`}
                    lang={lang}
                    hint="Virgülle ayırın. İsteğe bağlı."
                  />
                  <Field
                    meta={fields[`h1_${lang}`]}
                    label={`H1 Başlığı (${languageNames[lang]})`}
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

        <div className={`hidden w-full space-y-4 ${radioTabClasses.panel.genel}`} data-testid="seo-panel-genel">
          <Field
            meta={fields.page}
            label="Sayfa"
            required
            hint={`Sabit sayfalar: ${fixedSeoPages.map((p) => p.key).join(', ')}. Özel sayfa adı: küçük harf, rakam ve tire (ör. ozel-sayfa).`}
            list={`${formId}-pages`}
            autoComplete="off"
          />
          <datalist id={`${formId}-pages`}>
            {fixedSeoPages.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </datalist>
          <CheckboxField
            meta={fields.isActive}
            label="Aktif"
            hint="Pasif bir ayar sitede kullanılmaz: sayfa yerleşik metinlerini gösterir."
          />
        </div>
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-5">
        <Link to={cancelHref} className={buttonClass({ tone: 'secondary' })}>
          İptal
        </Link>
        <StatusButton name="intent" value="save" disabled={busy} pendingLabel="Kaydediliyor...">
          Kaydet
        </StatusButton>
      </div>
    </Form>
  )
}
