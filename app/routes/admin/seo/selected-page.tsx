import { Link } from 'react-router'
import { seoLanguages } from '~/features/seo/schemas'
import { formatDateTime } from '~/lib/dates'
import { localizePath } from '~/lib/locale'
import { buttonClass } from '~/ui/button'
import type { Route } from './+types/route'
import { AiButton } from './ai-button'
import { pageHref } from './links'
import { SerpPreview } from './serp-preview'

type Selected = Route.ComponentProps['loaderData']['selected']

const languageNames = { tr: 'Türkçe', en: 'English', de: 'Deutsch' } as const

/** The selected page: what the site shows now in every language, or (`formPanel`) its open form. */
export function SelectedPage({
  selected,
  origin,
  formPanel,
  aiReady,
}: {
  selected: Selected
  origin: string
  formPanel: React.ReactNode
  aiReady: boolean
}) {
  const { page, label, setting, hasBuiltIn } = selected
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
          {setting && <p className="text-xs text-stone-500">Son güncelleme: {formatDateTime(setting.updatedAt)}</p>}
        </div>
        {!formPanel && (
          <div className="flex flex-wrap gap-2">
            <Link to={pageHref(page, '&edit=1#seo-secili')} className={buttonClass({}, 'text-sm')}>
              {setting ? 'Düzenle' : 'SEO Ayarı Oluştur'}
            </Link>
            <AiButton page={page} settingId={setting?.id ?? null} label="AI ile SEO Oluştur" aiReady={aiReady} />
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
      <div className="mt-5">{formPanel ?? <PublicTexts selected={selected} origin={origin} />}</div>
    </>
  )
}

/** The search result and the keywords/H1 of each language, as the public page uses them. */
function PublicTexts({ selected, origin }: { selected: Selected; origin: string }) {
  const { texts, path, usesH1 } = selected
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {seoLanguages.map((lang) => (
        <div key={lang} className="space-y-3" data-testid={`seo-public-${lang}`}>
          <h3 className="text-sm font-semibold text-stone-700">{languageNames[lang]}</h3>
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
  )
}
