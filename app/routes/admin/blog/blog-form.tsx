import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { z } from 'zod'
import { type BlogLanguage, blogLanguages, languageHasErrors, resolveBlogIntent, tabWithErrors } from '~/features/blog/admin-blog'
import type { GalleryImage } from '~/features/blog/admin-blog.server'
import { BlogPostFieldsSchema, type BlogPostFormValue, BlogPostSchema } from '~/features/blog/schemas'
import { turkishSlug } from '~/features/products/admin-product'
import { Button, buttonClass } from '~/ui/button'
import { CheckboxField, Field, type FieldMeta, FormAlert, TextareaField } from '~/ui/forms'
import { radioTabClasses, radioTabLabel } from '~/ui/radio-tabs'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import { ImagePicker } from './image-picker'

const constraint = getZodConstraint(BlogPostFieldsSchema)

const validateSave = (formData: FormData) => parseWithZod(formData, { schema: BlogPostSchema })
/** Only a save is checked in the browser; the other buttons (AI, slug helper) go to the server as typed. */
function validate(formData: FormData): ReturnType<typeof validateSave> {
  if (resolveBlogIntent(formData) === 'save') return validateSave(formData)
  return parseWithZod(formData, { schema: z.any() }) as unknown as ReturnType<typeof validateSave>
}

/** The first submit button of a form is what Enter presses: this one saves (see resolveBlogIntent). */
export function DefaultSubmit({ form }: { form?: string }) {
  return (
    <button type="submit" form={form} name="intent" value="enter" className="sr-only" tabIndex={-1} aria-hidden="true">
      Kaydet
    </button>
  )
}

const META_HINT = 160

/**
 * The create/edit form of a post: slug with its helper, status, the image (gallery
 * or upload) and the texts in Türkçe / English / Deutsch tabs. A multipart form that works
 * without JavaScript; `children` go inside it, after the button Enter presses.
 */
export function BlogForm({
  id,
  defaultValue,
  lastResult,
  gallery,
  submitLabel,
  cancelHref,
  autoSlug,
  children,
}: {
  id: string
  defaultValue: BlogPostFormValue
  lastResult: SubmissionResult<string[]> | null | undefined
  gallery: GalleryImage[]
  submitLabel: string
  cancelHref?: string
  /** A new post: the slug follows the Turkish title until the slug itself is typed in. */
  autoSlug: boolean
  children?: ReactNode
}) {
  const slugEdited = useRef(Boolean(defaultValue.slug))
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    constraint,
    onValidate: ({ formData }) => validate(formData),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const saving = useIsPending({ intent: ['save', 'enter'] })
  const errors = form.allErrors
  const hasErrors = Object.values(errors).some((list) => list.length > 0)
  const shown = (lastResult?.initialValue ?? defaultValue) as BlogPostFormValue & { tab?: string }

  // The tab to show: the first one with an error, else the one the admin had open.
  const openTab = blogLanguages.some(({ code }) => languageHasErrors(errors, code))
    ? tabWithErrors(errors)
    : (blogLanguages.find(({ code }) => code === shown.tab)?.code ?? 'tr')
  const [tab, setTab] = useState<BlogLanguage>(openTab)
  const errorSignature = Object.keys(errors)
    .filter((name) => errors[name]?.length)
    .join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new set of errors moves the tab; the admin's own clicks (tab) must not be undone, and errors is a new object each render
  useEffect(() => {
    if (errorSignature && !languageHasErrors(errors, tab)) setTab(tabWithErrors(errors))
  }, [errorSignature])

  /** A new post's slug follows the Turkish title until the slug itself is typed in. */
  function followTitle(event: React.FormEvent<HTMLInputElement>) {
    if (slugEdited.current) return
    const slug = document.getElementById(fields.slug.id)
    if (slug instanceof HTMLInputElement) slug.value = turkishSlug(event.currentTarget.value)
  }

  function fillSlug() {
    const title = document.getElementById(fields.title_tr.id)
    const slug = document.getElementById(fields.slug.id)
    if (title instanceof HTMLInputElement && slug instanceof HTMLInputElement) slug.value = turkishSlug(title.value)
  }

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <DefaultSubmit />
      {children}
      <FormAlert
        id={form.errorId}
        title="Hata"
        errors={hasErrors ? (form.errors?.length ? form.errors : ['Lütfen işaretli alanları düzeltin.']) : null}
        testId="form-errors"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          meta={fields.slug}
          label="Slug"
          hint="Yalnızca küçük harf, rakam ve tire. Boş bırakılırsa Türkçe başlıktan oluşturulur. Adres: /blog/slug"
          placeholder="blog-yazisi"
          onInput={() => (slugEdited.current = true)}
          beside={
            <Button
              name="intent"
              value="derive-slug"
              formNoValidate
              tone="secondary"
              size="sm"
              className="mt-1 shrink-0"
              onClick={(event) => {
                event.preventDefault()
                fillSlug()
              }}
            >
              Başlıktan oluştur
            </Button>
          }
        />
        <CheckboxField meta={fields.isActive} label="Aktif" hint="Pasif yazılar web sitesinde gösterilmez." className="self-end" />
      </div>

      <ImagePicker
        key={fields.imageUrl.key}
        name={fields.imageUrl.name}
        value={typeof shown.imageUrl === 'string' ? shown.imageUrl : ''}
        gallery={gallery}
        errors={fields.imageUrl.errors}
        formId={id}
      />

      <div className="flex flex-wrap gap-2" data-testid="language-tabs">
        {blogLanguages.map(({ code, label }) => (
          <Fragment key={code}>
            <input
              type="radio"
              id={`${id}-tab-${code}`}
              name="tab"
              value={code}
              checked={tab === code}
              onChange={() => setTab(code)}
              aria-controls={`${id}-panel-${code}`}
              className={`sr-only ${radioTabClasses.peer[code]}`}
            />
            <label htmlFor={`${id}-tab-${code}`} className={radioTabLabel(code)}>
              {label}
              {languageHasErrors(errors, code) && (
                <span className="ml-1 text-red-600">
                  <span aria-hidden="true">●</span>
                  <span className="sr-only"> (hatalı alan var)</span>
                </span>
              )}
            </label>
          </Fragment>
        ))}
        {blogLanguages.map(({ code, name, required, hint }) => {
          const f = (field: string) => fields[`${field}_${code}` as keyof typeof fields] as FieldMeta
          const meta = f('metaDescription')
          const metaLength = typeof meta.value === 'string' ? meta.value.length : 0
          return (
            <section
              key={code}
              id={`${id}-panel-${code}`}
              aria-label={`${name} içerik`}
              data-testid={`panel-${code}`}
              className={`hidden w-full basis-full space-y-4 rounded-2xl border border-stone-200 bg-white p-5 ${radioTabClasses.panel[code]}`}
            >
              {hint && (
                <p className="text-sm text-stone-600" data-testid={`language-hint-${code}`}>
                  {hint}
                </p>
              )}
              <Field
                meta={f('title')}
                label={`Başlık (${name})`}
                required={required}
                lang={code}
                onInput={code === 'tr' && autoSlug ? followTitle : undefined}
              />
              <TextareaField
                meta={f('excerpt')}
                label={`Özet (${name})`}
                required={required}
                lang={code}
                rows={3}
                hint="Listede ve sayfanın başında gösterilir."
              />
              <TextareaField
                meta={f('content')}
                label={`İçerik (${name})`}
                required={required}
                lang={code}
                rows={16}
                hint="Markdown: ## Ara başlık, **kalın**, *italik*, - liste, [bağlantı](https://…). HTML etiketleri metin olarak gösterilir."
              />
              <Field
                meta={f('keywords')}
                label={`Anahtar Kelimeler (${name})`}
                lang={code}
                hint="Virgülle ayırın, ör. kuru incir, ihracat"
              />
              <TextareaField
                meta={meta}
                label={`Meta Açıklama (${name})`}
                lang={code}
                rows={2}
                hint={`Arama sonuçlarında görünür; en fazla ${META_HINT} karakter önerilir (${metaLength}/${META_HINT}${metaLength > META_HINT ? ', uzun' : ''}).`}
              />
            </section>
          )
        })}
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6">
        {cancelHref && (
          <Link to={cancelHref} className={buttonClass({ tone: 'secondary' })}>
            İptal
          </Link>
        )}
        <StatusButton name="intent" value="save" pending={saving} pendingLabel="Kaydediliyor...">
          {submitLabel}
        </StatusButton>
      </div>
    </Form>
  )
}
