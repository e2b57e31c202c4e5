import { Form } from 'react-router'
import { aiButtonProps } from '~/features/ai/ai-key-missing'
import { seoPageLabel } from '~/features/seo/seo-page'
import { buttonClass } from '~/ui/button'
import { useIsPending } from '~/ui/use-is-pending'
import { pageHref } from './links'

/** The line at the top of the SEO page that says why these buttons are off. */
export const SEO_AI_OFF_NOTE = 'seo-ai-key-missing'

/**
 * 'AI ile SEO Oluştur' / 'AI ile Yenile' outside the form: opens the page's form with the preview.
 * Without an AI key it is off and names the page's SEO_AI_OFF_NOTE.
 */
export function AiButton({ page, settingId, label, aiReady }: { page: string; settingId: string | null; label: string; aiReady: boolean }) {
  const source = settingId ? 'saved' : 'built-in'
  const busy = useIsPending({ intent: 'ai-generate', fields: { page, source } })
  return (
    <Form method="post" action={pageHref(page, '&edit=1')}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      {settingId && <input type="hidden" name="id" value={settingId} />}
      <button
        type="submit"
        name="intent"
        value="ai-generate"
        disabled={busy}
        {...aiButtonProps(aiReady, SEO_AI_OFF_NOTE)}
        className={buttonClass({ tone: 'secondary', size: 'sm' }, 'h-full border-gold-500 px-4')}
      >
        {busy ? 'AI içerik oluşturuyor…' : label}
        <span className="sr-only">: {seoPageLabel(page)}</span>
      </button>
    </Form>
  )
}
