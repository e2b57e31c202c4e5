import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Toast } from '~/lib/toast.server'

/** A notice stays 5 s; only one is visible at a time. */
const TOAST_MS = 5000

/**
 * The notice of the last action. Server-rendered, so it shows without JavaScript; with
 * JavaScript it disappears after 5 seconds and can be dismissed.
 */
export function ToastNotice({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState<string | null>(toast?.id ?? null)
  useEffect(() => {
    setVisible(toast?.id ?? null)
    if (!toast) return
    const timer = setTimeout(() => setVisible(null), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])
  if (!toast || visible !== toast.id) return null
  const tone = toast.type === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-leaf-600/40 bg-white text-stone-900'
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <div
        role={toast.type === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto flex w-full max-w-md gap-3 rounded-xl border p-4 shadow-lg ${tone}`}
      >
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
        </div>
        <button
          type="button"
          onClick={() => setVisible(null)}
          className="self-start rounded px-2 text-lg leading-none"
          aria-label={t('common.close')}
        >
          ×
        </button>
      </div>
    </div>
  )
}
