import { FormProvider, getFormProps, useForm } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { aiConfigured } from '~/features/ai/client.server'
import { adminContext } from '~/features/auth/admin-middleware.server'
import { contentFormValue, describeFields } from '~/features/content/content-form'
import { contentChoices } from '~/features/content/content-references.server'
import { contentEditorState } from '~/features/content/page-content.server'
import { contentPages, isContentKey } from '~/features/content/pages'
import { PREVIEW_MINUTES, PREVIEW_PARAM, previewToken } from '~/features/content/preview.server'
import { formatDateTime } from '~/lib/dates'
import { invariantResponse } from '~/lib/http/invariant'
import { localeNamesTr, locales } from '~/lib/locale'
import { pagePath } from '~/site-map'
import { buttonClass } from '~/ui/button'
import { FormAlert } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { StickyActions } from '~/ui/sticky-actions'
import type { Route } from './+types/edit'
import { ConflictPanel } from './conflict-panel'
import { ContentFields, OutdatedTranslations } from './content-fields'
import { discardForm, readEditorPost, restoreForm, saveForm, unscheduleForm } from './edit-actions.server'
import { RevisionHistory } from './revision-history'
import { SchedulePanel } from './schedule-panel'
import { TranslateButtons } from './translate-buttons'

/** /admin/content/{key}: the page's content in three languages, its draft and its history; an unknown page is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  invariantResponse(isContentKey(params.key), 'Böyle bir içerik sayfası yok.', { status: 404 })
  const declaration = contentPages[params.key]
  const [state, choices] = await Promise.all([contentEditorState(params.key), contentChoices()])
  const admin = context.get(adminContext)
  const token = state.draft === null ? null : previewToken(params.key, state.version, admin.id)
  return {
    previewMinutes: PREVIEW_MINUTES,
    aiReady: aiConfigured(),
    previews: token ? locales.map((locale) => ({ locale, href: `${pagePath(declaration.page, locale)}?${PREVIEW_PARAM}=${token}` })) : [],
    key: params.key,
    label: declaration.label,
    sitePath: pagePath(declaration.page, 'tr'),
    fields: describeFields(declaration.fields, choices),
    version: state.version,
    defaultValue: contentFormValue(state.draft ?? state.published) as Record<string, unknown>,
    hasDraft: state.draft !== null,
    draftSaved: state.draftSaved,
    lastPublished: state.lastPublished,
    scheduled: state.scheduled,
    outdated: state.outdated,
    revisions: state.revisions,
    olderRevisions: state.olderRevisions,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  invariantResponse(isContentKey(params.key), 'Böyle bir içerik sayfası yok.', { status: 404 })
  const { email } = context.get(adminContext)
  const read = await readEditorPost(request)
  if ('refusal' in read) return read.refusal
  const posted = read.formData
  switch (String(posted.get('intent') ?? '')) {
    case 'restore':
      return restoreForm(params.key, posted, email)
    case 'discard':
      return discardForm(params.key, posted)
    case 'unschedule':
      return unscheduleForm(params.key, posted)
    default:
      return saveForm(params.key, posted, email)
  }
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const {
    key,
    label,
    sitePath,
    fields,
    version,
    defaultValue,
    hasDraft,
    draftSaved,
    lastPublished,
    revisions,
    olderRevisions,
    previews,
    previewMinutes,
    scheduled,
    outdated,
    aiReady,
  } = loaderData
  const [form] = useForm({ id: `content-${key}-${version}`, lastResult: actionData?.result, defaultValue })
  return (
    <>
      <Link to="/admin/content" className="text-sm font-medium text-fig-700 hover:underline">
        ← Sayfa içeriklerine dön
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-fig-800">{label}</h1>
        <a href={sitePath} className={buttonClass({ tone: 'secondary', size: 'sm' })} target="_blank" rel="noreferrer">
          Sitede gör<span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-stone-600" data-testid="content-status">
        {hasDraft ? (
          <>
            <strong className="text-amber-800">Yayınlanmamış taslak var</strong>
            {draftSaved.at && ` (${formatDateTime(draftSaved.at)}, ${draftSaved.by ?? '—'})`}. Sitede yayındaki hali görünür.
          </>
        ) : (
          'Taslak yok: form sitede yayında olan metinleri gösteriyor.'
        )}{' '}
        {lastPublished.at ? `Son yayın: ${formatDateTime(lastPublished.at)}, ${lastPublished.by ?? '—'}.` : 'Kurulumdaki metinler yayında.'}
      </p>
      <p className="mt-1 max-w-3xl text-xs text-stone-500">
        Her metin üç dilde yan yana. Boş bırakılan Almanca metnin yerine İngilizcesi, boş İngilizce metnin yerine Türkçesi gösterilir. Uzun
        metinler Markdown'dır: boş satır yeni paragraf, **kalın**, [bağlantı](https://…).
      </p>
      {previews.length > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="content-previews">
          <span className="font-medium text-stone-700">Taslağı önizle ({previewMinutes} dakika geçerli):</span>
          {previews.map((preview) => (
            <a
              key={preview.locale}
              href={preview.href}
              target="_blank"
              rel="noreferrer"
              className={buttonClass({ tone: 'outline', size: 'sm' })}
            >
              Önizle ({localeNamesTr[preview.locale]})<span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          ))}
        </p>
      )}
      {actionData?.conflict && <ConflictPanel conflict={actionData.conflict} />}
      <FormProvider context={form.context}>
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-6">
          <input type="hidden" name="version" value={version} />
          <FormAlert title="Kaydedilmedi" errors={form.errors} />
          <TranslateButtons aiReady={aiReady} />
          <OutdatedTranslations.Provider value={new Set(outdated)}>
            <ContentFields fields={fields} />
          </OutdatedTranslations.Provider>
          <SchedulePanel scheduled={scheduled} refused={actionData && 'schedule' in actionData ? actionData.schedule : undefined} />
          <StickyActions>
            <StatusButton name="intent" value="save" tone="secondary" pendingLabel="Kaydediliyor…">
              Taslağı kaydet
            </StatusButton>
            <StatusButton name="intent" value="publish" pendingLabel="Yayınlanıyor…">
              Yayınla
            </StatusButton>
            {actionData?.conflict && (
              <StatusButton name="intent" value={`save-over:${actionData.conflict.version}`} tone="danger" pendingLabel="Kaydediliyor…">
                Benim sürümümü kaydet (diğerinin yerine)
              </StatusButton>
            )}
          </StickyActions>
        </Form>
      </FormProvider>
      {hasDraft && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="version" value={version} />
          <StatusButton name="intent" value="discard" tone="remove" size="sm" pendingLabel="Siliniyor…">
            Taslağı sil (yayındaki hale dön)
          </StatusButton>
        </Form>
      )}
      <RevisionHistory revisions={revisions} olderRevisions={olderRevisions} version={version} />
    </>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: `${loaderData.label} içeriği | Yönetim Paneli` }] : [])
