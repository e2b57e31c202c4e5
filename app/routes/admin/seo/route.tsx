import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { secondaryButton } from '~/ui/admin-controls'
import { type SeoAiOutcome, SeoForm, type SeoTab } from './seo-form'
import { SerpPreview } from './serp-preview'
import { formatLeadDateTime } from '~/features/leads/lead-labels'
import {
  fixedSeoPages,
  isTooLong,
  pageKeyError,
  pageUsesH1,
  SEO_DESCRIPTION_ADVICE,
  SEO_TITLE_ADVICE,
  seoPageLabel,
} from '~/features/seo/seo-page'
import { SeoSettingSchema, seoLanguages } from '~/features/seo/schemas'
import {
  AdminSeoError,
  builtInSeoTexts,
  createSeoSetting,
  deleteSeoSetting,
  generateSeoTexts,
  getSeoSetting,
  listSeoSettings,
  publicSeoTexts,
  SEO_NOT_FOUND,
  updateSeoSetting,
} from '~/features/seo/admin-seo.server'
import { AiError, aiConfigured } from '~/features/ai/client.server'
import { localizePath } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { redirectWithToast } from '~/lib/toast.server'
import {
  applyPreview,
  newSettingFormValues,
  postedFormValues,
  postedPreview,
  type SeoFormValues,
  settingFormValues,
} from './form-values'
import type { Route } from './+types/route'
import { DeleteConfirmation } from '~/ui/delete-confirmation'

const DEFAULT_PAGE = 'homepage'
const pageHref = (page: string, extra = '') => `/admin/seo?page=${encodeURIComponent(page)}${extra}`

/**
 * /admin/seo?page=<key> selects a page (fixed or custom); `&edit=1` opens its form inline (a new
 * setting when it has none), `?new=1` the form for a custom page, `&confirmDelete=<id>` asks
 * before deleting. Every state is a URL, so the screen works without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const settings = await listSeoSettings()
  const requested = url.searchParams.get('page') ?? DEFAULT_PAGE
  const page = pageKeyError(requested) ? DEFAULT_PAGE : requested
  const setting = settings.find((s) => s.page === page) ?? null
  const creatingNew = url.searchParams.get('new') === '1'
  const editing = !creatingNew && url.searchParams.get('edit') === '1'
  const confirming = settings.find((s) => s.id === url.searchParams.get('confirmDelete')) ?? null

  let form: { formId: string; settingId: string | null; defaultValue: SeoFormValues; initialTab: SeoTab } | null = null
  if (creatingNew) form = { formId: 'seo-new', settingId: null, defaultValue: newSettingFormValues('', null), initialTab: 'genel' }
  else if (editing) {
    form = setting
      ? { formId: `seo-${setting.id}`, settingId: setting.id, defaultValue: settingFormValues(setting), initialTab: 'tr' }
      : { formId: `seo-new-${page}`, settingId: null, defaultValue: newSettingFormValues(page, builtInSeoTexts(page)), initialTab: 'tr' }
  }

  return {
    origin: siteUrlOf(request),
    aiReady: aiConfigured(),
    pages: fixedSeoPages.map((p) => ({ ...p, saved: settings.some((s) => s.page === p.key) })),
    settings: settings.map((s) => ({
      id: s.id,
      page: s.page,
      label: seoPageLabel(s.page),
      isActive: s.isActive,
      title_tr: s.title_tr,
      description_tr: s.description_tr,
      updatedAt: s.updatedAt,
      longTexts: seoLanguages.flatMap((lang) => [
        ...(isTooLong(s[`title_${lang}`], SEO_TITLE_ADVICE) ? [`Başlık (${lang}) > ${SEO_TITLE_ADVICE}`] : []),
        ...(isTooLong(s[`description_${lang}`], SEO_DESCRIPTION_ADVICE) ? [`Açıklama (${lang}) > ${SEO_DESCRIPTION_ADVICE}`] : []),
      ]),
    })),
    selected: {
      page,
      label: seoPageLabel(page),
      setting: setting ? { id: setting.id, isActive: setting.isActive, updatedAt: setting.updatedAt } : null,
      ...publicSeoTexts(page, setting),
      hasBuiltIn: builtInSeoTexts(page) !== null,
      usesH1: pageUsesH1(page),
    },
    creatingNew,
    form,
    confirming: confirming ? { id: confirming.id, page: confirming.page, label: seoPageLabel(confirming.page) } : null,
  }
}

interface SeoActionData {
  result: SubmissionResult<string[]>
  /** The outcome of an AI request: a preview to apply, or the failure notice. */
  ai: SeoAiOutcome | null
}

const answer = (values: SeoFormValues, extra: Partial<SeoActionData> = {}): SeoActionData => ({
  result: { initialValue: values },
  ai: null,
  ...extra,
})

/**
 * intent=save (create or update; the form's `id` says which), delete, and the AI steps:
 * ai-generate (with what was typed, or `source=saved|built-in` from the page panel and the list),
 * ai-apply and ai-dismiss (no JavaScript: the preview comes back as hidden fields). Nothing but
 * save and delete writes.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? 'save')
  const id = String(formData.get('id') ?? '')

  switch (intent) {
    case 'delete': {
      const notFound = () => redirectWithToast('/admin/seo', { type: 'error', title: 'Hata', description: SEO_NOT_FOUND })
      const setting = await getSeoSetting(id)
      if (!setting) return notFound()
      try {
        await deleteSeoSetting(setting.id)
      } catch (error) {
        // Deleted meanwhile (another tab).
        if (error instanceof AdminSeoError) return notFound()
        throw error
      }
      return redirectWithToast(pageHref(setting.page), { type: 'success', title: 'Başarılı', description: 'SEO ayarı silindi' })
    }
    case 'ai-generate': {
      const values = await aiSourceValues(formData, id)
      if (!values) return redirectWithToast('/admin/seo', { type: 'error', title: 'Hata', description: SEO_NOT_FOUND })
      const failed = (reason: string) =>
        answer(values, { ai: { id: crypto.randomUUID(), error: `SEO içeriği oluşturulurken bir hata oluştu. ${reason}` } })
      if (!values.page.trim()) return failed('Önce sayfa adını girin (Genel sekmesi).')
      try {
        const content = await generateSeoTexts({ page: values.page.trim(), title: values.title_tr, description: values.description_tr })
        return answer(values, { ai: { id: crypto.randomUUID(), preview: content } })
      } catch (error) {
        if (!(error instanceof AiError)) console.error('SEO generation failed:', error)
        return failed(error instanceof AiError ? error.message : 'Beklenmeyen bir hata oluştu.')
      }
    }
    case 'ai-apply': {
      const values = postedFormValues(formData)
      const preview = postedPreview(formData)
      return answer(preview ? applyPreview(values, preview) : values)
    }
    case 'ai-dismiss':
      return answer(postedFormValues(formData))
  }

  const submission = parseWithZod(formData, { schema: SeoSettingSchema })
  if (submission.status !== 'success') return data<SeoActionData>({ result: submission.reply(), ai: null }, { status: 400 })
  let saved
  try {
    saved = id ? await updateSeoSetting(id, submission.value) : await createSeoSetting(submission.value)
  } catch (error) {
    if (!(error instanceof AdminSeoError)) throw error
    return data<SeoActionData>(
      { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }), ai: null },
      { status: error.status },
    )
  }
  return redirectWithToast(pageHref(saved.page), {
    type: 'success',
    title: 'Başarılı',
    description: id ? 'SEO ayarı güncellendi' : 'SEO ayarı oluşturuldu',
  })
}

/** What the AI starts from: the typed form, or (from the panel and the list) the saved setting or the page's built-in texts. */
async function aiSourceValues(formData: FormData, id: string): Promise<SeoFormValues | null> {
  switch (formData.get('source')) {
    case 'saved': {
      const setting = await getSeoSetting(id)
      return setting ? settingFormValues(setting) : null
    }
    case 'built-in': {
      const page = String(formData.get('page') ?? '')
      return pageKeyError(page) ? null : newSettingFormValues(page, builtInSeoTexts(page))
    }
    default:
      return postedFormValues(formData)
  }
}

export default function AdminSeo({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, settings, selected, creatingNew, form, confirming, origin, aiReady } = loaderData
  const formPanel = form && (
    <SeoForm
      key={form.formId}
      formId={form.formId}
      settingId={form.settingId}
      defaultValue={form.defaultValue}
      lastResult={actionData?.result}
      ai={actionData?.ai ?? null}
      origin={origin}
      cancelHref={creatingNew ? '/admin/seo' : pageHref(selected.page)}
      initialTab={form.initialTab}
      aiReady={aiReady}
    />
  )
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-fig-800">SEO Yönetimi</h1>
        <Link
          to="/admin/seo?new=1#seo-secili"
          className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800"
        >
          Yeni SEO Ayarı
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-stone-600">
        Sayfaların arama motorlarında görünen başlık, açıklama ve anahtar kelimeleri. Kayıtlı bir ayar sitede hemen kullanılır; ayarı
        olmayan sayfalar yerleşik metinlerini gösterir.
      </p>

      <nav aria-label="Sayfalar" className="mt-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Sayfa seçin</h2>
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
          {pages.map((p) => {
            const current = !creatingNew && selected.page === p.key
            return (
              <li key={p.key}>
                <Link
                  to={pageHref(p.key)}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`seo-page-${p.key}`}
                  className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm ${current ? 'border-fig-700 bg-fig-700 text-white' : 'border-stone-200 bg-white text-stone-800 hover:border-fig-500'}`}
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{p.label}</span>
                    <span className={`block truncate text-xs ${current ? 'text-fig-100' : 'text-stone-500'}`}>{p.key}</span>
                  </span>
                  {p.saved && (
                    <span aria-label="ayar kayıtlı" title="Ayar kayıtlı" className={current ? 'text-white' : 'text-green-700'}>
                      ✓
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <section
        id="seo-secili"
        aria-labelledby="seo-selected-title"
        className="mt-6 scroll-mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        data-testid="seo-selected"
      >
        {creatingNew ? (
          <>
            <h2 id="seo-selected-title" className="text-xl font-semibold text-fig-800">
              Yeni SEO Ayarı
            </h2>
            <p className="mt-1 mb-4 text-sm text-stone-600">
              Sabit bir sayfa ya da özel bir sayfa adı (küçük harf, rakam ve tire; ör. ozel-sayfa) için. Sayfa adı “Genel” sekmesindedir.
            </p>
            {formPanel}
          </>
        ) : (
          <SelectedPage selected={selected} origin={origin} formPanel={formPanel} />
        )}
      </section>

      <SavedSettings settings={settings} />

      {confirming && (
        <DeleteConfirmation title="SEO ayarını sil" returnTo={pageHref(selected.page)} fields={{ id: confirming.id }}>
          <strong className="font-semibold">{confirming.label}</strong> ({confirming.page}) sayfasının SEO ayarını silmek istediğinizden
          emin misiniz? Sayfa yerleşik metinlerine döner.
        </DeleteConfirmation>
      )}
    </>
  )
}

type Selected = Route.ComponentProps['loaderData']['selected']

function SelectedPage({ selected, origin, formPanel }: { selected: Selected; origin: string; formPanel: React.ReactNode }) {
  const { page, label, setting, texts, path, hasBuiltIn, usesH1 } = selected
  const status = setting
    ? setting.isActive
      ? 'Kayıtlı ayar · Aktif: sitede bu metinler kullanılıyor.'
      : 'Kayıtlı ayar · Pasif: sitede yerleşik metinler kullanılıyor.'
    : hasBuiltIn
      ? 'Kayıtlı ayar yok: sitede yerleşik metinler kullanılıyor.'
      : 'Kayıtlı ayar yok ve sitede bu adla bir sayfa yok.'
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="seo-selected-title" className="text-xl font-semibold text-fig-800">
            {label} <span className="font-mono text-sm font-normal text-stone-500">{page}</span>
          </h2>
          <p className="mt-1 text-sm text-stone-600" data-testid="seo-selected-status">
            {status}
          </p>
          {setting && <p className="text-xs text-stone-500">Son güncelleme: {formatLeadDateTime(setting.updatedAt)}</p>}
        </div>
        {!formPanel && (
          <div className="flex flex-wrap gap-2">
            <Link
              to={pageHref(page, '&edit=1#seo-secili')}
              className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800"
            >
              {setting ? 'Düzenle' : 'SEO Ayarı Oluştur'}
            </Link>
            <AiButton page={page} settingId={setting?.id ?? null} label="AI ile SEO Oluştur" />
            {setting && (
              <Link
                to={pageHref(page, `&confirmDelete=${setting.id}`)}
                className="rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
              >
                Sil
              </Link>
            )}
          </div>
        )}
      </div>
      <div className="mt-5">
        {formPanel ?? (
          <div className="grid gap-4 lg:grid-cols-3">
            {seoLanguages.map((lang) => (
              <div key={lang} className="space-y-3" data-testid={`seo-public-${lang}`}>
                <h3 className="text-sm font-semibold text-stone-700">{{ tr: 'Türkçe', en: 'English', de: 'Deutsch' }[lang]}</h3>
                <SerpPreview
                  testId={`serp-public-${lang}`}
                  lang={lang}
                  url={path ? `${origin}${localizePath(path, lang)}` : null}
                  title={texts[lang].title}
                  description={texts[lang].description}
                />
                <dl className="space-y-1 text-sm">
                  <div>
                    <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">Anahtar kelimeler</dt>
                    <dd className="text-stone-800" lang={lang}>
                      {texts[lang].keywords || '-'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">H1</dt>
                    <dd className="text-stone-800" lang={lang}>
                      {usesH1 ? texts[lang].h1 || '-' : 'Sayfanın kendi başlığı'}
                    </dd>
                  </div>
                </dl>
              </div>
            ))}
          </div>
        )}
      </div>
    </>
  )
}

/** 'AI ile SEO Oluştur' / 'AI ile Yenile' outside the form: opens the page's form with the preview. */
function AiButton({ page, settingId, label }: { page: string; settingId: string | null; label: string }) {
  const navigation = useNavigation()
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'ai-generate' &&
    navigation.formData?.get('page') === page &&
    navigation.formData?.get('source') !== null
  return (
    <Form method="post" action={pageHref(page, '&edit=1')}>
      <input type="hidden" name="source" value={settingId ? 'saved' : 'built-in'} />
      <input type="hidden" name="page" value={page} />
      {settingId && <input type="hidden" name="id" value={settingId} />}
      <button type="submit" name="intent" value="ai-generate" disabled={busy} className={`${secondaryButton} h-full border-gold-500 px-4`}>
        {busy ? 'AI içerik oluşturuyor…' : label}
        <span className="sr-only">: {seoPageLabel(page)}</span>
      </button>
    </Form>
  )
}

type SavedSetting = Route.ComponentProps['loaderData']['settings'][number]

function SavedSettings({ settings }: { settings: SavedSetting[] }) {
  return (
    <section aria-labelledby="seo-saved-title" className="mt-8">
      <h2 id="seo-saved-title" className="text-xl font-semibold text-fig-800">
        Kayıtlı SEO Ayarları <span className="text-base font-normal text-stone-500">({settings.length})</span>
      </h2>
      {settings.length ? (
        <ul className="mt-3 grid gap-4 xl:grid-cols-2">
          {settings.map((s) => (
            <li key={s.id}>
              <article
                className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
                data-testid="seo-setting-card"
                data-page={s.page}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold text-stone-900">{s.label}</h3>
                  <span className="font-mono text-xs text-stone-500">{s.page}</span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${s.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-700'}`}
                  >
                    {s.isActive ? 'Aktif' : 'Pasif'}
                  </span>
                </div>
                <p className="mt-2 font-medium text-blue-800">{s.title_tr}</p>
                <p className="mt-1 line-clamp-2 text-sm text-stone-700">{s.description_tr}</p>
                {s.longTexts.length > 0 && (
                  <p className="mt-2 text-xs font-medium text-amber-800">Önerilenden uzun: {s.longTexts.join(', ')}</p>
                )}
                <p className="mt-2 text-xs text-stone-500">Son güncelleme: {formatLeadDateTime(s.updatedAt)}</p>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <AiButton page={s.page} settingId={s.id} label="AI ile Yenile" />
                  <Link to={pageHref(s.page, '&edit=1#seo-secili')} className={secondaryButton}>
                    Düzenle<span className="sr-only">: {s.label}</span>
                  </Link>
                  <Link
                    to={pageHref(s.page, `&confirmDelete=${s.id}`)}
                    className="inline-flex items-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    Sil<span className="sr-only">: {s.label}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          Henüz SEO ayarı yok
        </p>
      )}
    </section>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'SEO Yönetimi | Yönetim Paneli' }]
