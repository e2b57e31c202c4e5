import type { ReactNode, Ref, SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Toast } from '~/lib/toast.server'

/**
 * What a notice looks like, shared by the server's copy (`StaticNotice`, below) and the browser's
 * (Radix Toast, toast-notices.tsx) so that one replaces the other without a visible change.
 */

/**
 * Where notices appear: below the sticky header, centred, at most 28 rem wide. In the admin panel
 * on a wide screen, in the sidebar's lower part, which the panel keeps free for them
 * (admin/layout.tsx): a notice never covers the page it reports on (the dashboard's tiles after
 * logging in, a list's first rows after a save).
 */
export const noticesAreaClass =
  'fixed top-20 left-1/2 z-50 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 lg:in-admin-panel:top-auto lg:in-admin-panel:bottom-4 lg:in-admin-panel:left-4 lg:in-admin-panel:w-56 lg:in-admin-panel:translate-x-0'

/** The two looks: `destructive` for errors, `default` for everything else. */
export const noticeVariant = (toast: Toast) => (toast.type === 'error' ? 'destructive' : 'default')
const variantClass = {
  default: 'border-leaf-600/40 bg-white text-stone-900',
  destructive: 'border-red-300 bg-red-50 text-red-900',
}
export const noticeCardClass = (toast: Toast) =>
  `relative block rounded-xl border p-4 pr-12 shadow-lg ${variantClass[noticeVariant(toast)]}`

/** Errors interrupt (role=alert), everything else waits its turn (role=status). */
export const noticeRole = (toast: Toast) => (toast.type === 'error' ? 'alert' : 'status')

export const noticeCloseClass =
  'absolute top-2 right-2 flex size-8 cursor-pointer items-center justify-center rounded-md text-xl leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current'
export const noticeActionClass =
  'mt-3 inline-flex rounded-md border border-current/30 px-3 py-1 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current'

export interface NoticeTexts {
  /** The notices' region ("Notifications"). */
  region: string
  /** What one notice is called when a screen reader announces it ("Notification"). */
  item: string
  /** The close button's name. */
  close: string
}

/**
 * The notices' own texts in the page's language. Looked up as one section, so the server's render
 * puts all three in the page's texts (the browser's version needs them all, see i18next-page-texts).
 */
export function useNoticeTexts(): NoticeTexts {
  const { t } = useTranslation()
  const texts: unknown = t('notices', { returnObjects: true })
  const text = (name: keyof NoticeTexts) =>
    typeof texts === 'object' && texts !== null && name in texts ? String((texts as Record<string, unknown>)[name]) : ''
  return { region: text('region'), item: text('item'), close: text('close') }
}

/** Title, optional description and optional action of a notice. */
export function NoticeContent({ toast, action }: { toast: Toast; action: ReactNode }) {
  return (
    <>
      <div className="font-semibold">{toast.title}</div>
      {toast.description && <div className="mt-1 text-sm">{toast.description}</div>}
      {action}
    </>
  )
}

export const NoticeActionLink = ({ action }: { action: NonNullable<Toast['action']> }) => (
  <Link to={action.href} className={noticeActionClass}>
    {action.label}
  </Link>
)

/**
 * A notice as plain HTML: what the server renders, and all a visitor without JavaScript gets. It
 * is a `<details open>` whose summary is the close button, so closing needs no script (a closed
 * notice is hidden by `not-open:hidden`).
 */
export function StaticNotice({
  toast,
  detailsRef,
  onToggle,
}: {
  toast: Toast
  detailsRef?: Ref<HTMLDetailsElement>
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void
}) {
  const texts = useNoticeTexts()
  return (
    <section aria-label={texts.region} className={noticesAreaClass}>
      <details
        open
        ref={detailsRef}
        onToggle={onToggle}
        data-testid="toast"
        data-variant={noticeVariant(toast)}
        className={`${noticeCardClass(toast)} not-open:hidden`}
      >
        <summary aria-label={texts.close} className={noticeCloseClass}>
          <span aria-hidden="true">×</span>
        </summary>
        <div role={noticeRole(toast)}>
          <NoticeContent toast={toast} action={toast.action && <NoticeActionLink action={toast.action} />} />
        </div>
      </details>
    </section>
  )
}
