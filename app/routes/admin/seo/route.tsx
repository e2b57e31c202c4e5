import { Link } from 'react-router'
import { AiKeyMissing } from '~/features/ai/ai-key-missing'
import { aiConfigured } from '~/features/ai/client.server'
import { siteFacts } from '~/features/content/page-content.server'
import { placeFacts } from '~/features/content/site-facts'
import { builtInSeoTexts, listSeoSettings, publicSeoTexts } from '~/features/seo/admin-seo.server'
import { seoLanguages } from '~/features/seo/schemas'
import {
  fixedSeoPages,
  isTooLong,
  pageKeyError,
  pageUsesH1,
  SEO_DESCRIPTION_ADVICE,
  SEO_TITLE_ADVICE,
  seoPageLabel,
} from '~/features/seo/seo-page'
import { siteUrlOf } from '~/lib/site-url.server'
import { buttonClass } from '~/ui/button'
import { DeleteConfirmation } from '~/ui/delete-confirmation'
import type { Route } from './+types/route'
import { applyGeneratedTexts, deleteSetting, dismissGeneratedTexts, generateTexts, saveSetting } from './actions.server'
import { SEO_AI_OFF_NOTE } from './ai-button'
import { newSettingFormValues, type SeoFormValues, settingFormValues } from './form-values'
import { DEFAULT_PAGE, pageHref } from './links'
import { PagePicker } from './page-picker'
import { SavedSettings } from './saved-settings'
import { SelectedPage } from './selected-page'
import { SeoForm, type SeoTab } from './seo-form'

interface OpenForm {
  formId: string
  settingId: string | null
  defaultValue: SeoFormValues
  initialTab: SeoTab
}

/**
 * /admin/seo?page=<key> selects a page (fixed or custom); `&edit=1` opens its form inline (a new
 * setting when it has none), `?new=1` the form for a custom page, `&confirmDelete=<id>` asks
 * before deleting. Every state is a URL, so the screen works without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const [settings, facts] = await Promise.all([listSeoSettings(), siteFacts()])
  // The list, its length advice and the preview read the texts as visitors do: the facts placed.
  const placed = (text: string | null) => (text === null ? null : placeFacts(text, facts))
  const requested = url.searchParams.get('page') ?? DEFAULT_PAGE
  const page = pageKeyError(requested) ? DEFAULT_PAGE : requested
  const setting = settings.find((s) => s.page === page) ?? null
  const creatingNew = url.searchParams.get('new') === '1'
  const editing = !creatingNew && url.searchParams.get('edit') === '1'
  const confirming = settings.find((s) => s.id === url.searchParams.get('confirmDelete')) ?? null

  let form: OpenForm | null = null
  if (creatingNew) form = { formId: 'seo-new', settingId: null, defaultValue: newSettingFormValues('', null), initialTab: 'genel' }
  else if (editing && setting)
    form = { formId: `seo-${setting.id}`, settingId: setting.id, defaultValue: settingFormValues(setting), initialTab: 'tr' }
  else if (editing)
    form = { formId: `seo-new-${page}`, settingId: null, defaultValue: newSettingFormValues(page, builtInSeoTexts(page)), initialTab: 'tr' }

  return {
    origin: siteUrlOf(request),
    aiReady: aiConfigured(),
    pages: fixedSeoPages.map((p) => ({ ...p, saved: settings.some((s) => s.page === p.key) })),
    settings: settings.map((s) => ({
      id: s.id,
      page: s.page,
      label: seoPageLabel(s.page),
      isActive: s.isActive,
      title_tr: placed(s.title_tr),
      description_tr: placed(s.description_tr),
      updatedAt: s.updatedAt,
      longTexts: seoLanguages.flatMap((lang) => [
        ...(isTooLong(placed(s[`title_${lang}`]), SEO_TITLE_ADVICE) ? [`Başlık (${lang}) > ${SEO_TITLE_ADVICE}`] : []),
        ...(isTooLong(placed(s[`description_${lang}`]), SEO_DESCRIPTION_ADVICE) ? [`Açıklama (${lang}) > ${SEO_DESCRIPTION_ADVICE}`] : []),
      ]),
    })),
    selected: {
      page,
      label: seoPageLabel(page),
      setting: setting ? { id: setting.id, isActive: setting.isActive, updatedAt: setting.updatedAt } : null,
      ...publicSeoTexts(page, setting, facts),
      hasBuiltIn: builtInSeoTexts(page) !== null,
      usesH1: pageUsesH1(page),
    },
    creatingNew,
    form,
    confirming: confirming ? { id: confirming.id, page: confirming.page, label: seoPageLabel(confirming.page) } : null,
  }
}

/**
 * intent=save (create or update; the form's `id` says which), delete, and the AI steps:
 * ai-generate (with what was typed, or `source=saved|built-in` from the page panel and the list),
 * ai-apply and ai-dismiss (no JavaScript: the preview comes back as hidden fields).
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const id = String(formData.get('id') ?? '')
  switch (String(formData.get('intent') ?? 'save')) {
    case 'delete':
      return deleteSetting(id)
    case 'ai-generate':
      return generateTexts(formData, id)
    case 'ai-apply':
      return applyGeneratedTexts(formData)
    case 'ai-dismiss':
      return dismissGeneratedTexts(formData)
    default:
      return saveSetting(formData, id)
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
        <Link to="/admin/seo?new=1#seo-secili" className={buttonClass({}, 'text-sm')}>
          Yeni SEO Ayarı
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-stone-600">
        Sayfaların arama motorlarında görünen başlık, açıklama ve anahtar kelimeleri. Kayıtlı bir ayar sitede hemen kullanılır; ayarı
        olmayan sayfalar yerleşik metinlerini gösterir.
      </p>
      {!aiReady && <AiKeyMissing id={SEO_AI_OFF_NOTE} className="mt-2" />}

      <PagePicker pages={pages} current={creatingNew ? null : selected.page} />

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
          <SelectedPage selected={selected} origin={origin} formPanel={formPanel} aiReady={aiReady} />
        )}
      </section>

      <SavedSettings settings={settings} aiReady={aiReady} />

      {confirming && (
        <DeleteConfirmation title="SEO ayarını sil" returnTo={pageHref(selected.page)} fields={{ id: confirming.id }}>
          <strong className="font-semibold">{confirming.label}</strong> ({confirming.page}) sayfasının SEO ayarını silmek istediğinizden
          emin misiniz? Sayfa yerleşik metinlerine döner.
        </DeleteConfirmation>
      )}
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'SEO Yönetimi | Yönetim Paneli' }]
