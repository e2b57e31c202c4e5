import { Form } from 'react-router'
import { seoPageLabel } from '~/features/seo/seo-page'
import { secondaryButton } from '~/ui/classes'
import { useIsPending } from '~/ui/use-is-pending'
import { pageHref } from './links'

/** 'AI ile SEO Oluştur' / 'AI ile Yenile' outside the form: opens the page's form with the preview. */
export function AiButton({ page, settingId, label }: { page: string; settingId: string | null; label: string }) {
  const source = settingId ? 'saved' : 'built-in'
  const busy = useIsPending({ intent: 'ai-generate', fields: { page, source } })
  return (
    <Form method="post" action={pageHref(page, '&edit=1')}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      {settingId && <input type="hidden" name="id" value={settingId} />}
      <button type="submit" name="intent" value="ai-generate" disabled={busy} className={`${secondaryButton} h-full border-gold-500 px-4`}>
        {busy ? 'AI içerik oluşturuyor…' : label}
        <span className="sr-only">: {seoPageLabel(page)}</span>
      </button>
    </Form>
  )
}
