import { useTranslation } from 'react-i18next'

/**
 * The note over a page shown at an admin's preview link: what is seen is the draft, not what
 * visitors see.
 */
export function PreviewBanner() {
  const { t } = useTranslation()
  return (
    <p role="status" className="bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-900" data-testid="preview-banner">
      {t('common.previewDraft')}
    </p>
  )
}
