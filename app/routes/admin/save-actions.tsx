import { Link } from 'react-router'
import { buttonClass } from '~/ui/button'
import { StatusButton } from '~/ui/status-button'
import { StickyActions } from '~/ui/sticky-actions'

/**
 * The save bar of an admin form for one record (a product, a certificate): İptal back to
 * `cancelTo` without saving, and Kaydet, pending while the page's post is on its way. Give the
 * form `stickyActionsScrollMargin` so a field scrolled to stops above the bar.
 */
export function AdminSaveActions({ cancelTo }: { cancelTo: string }) {
  return (
    <StickyActions>
      <Link to={cancelTo} className={buttonClass({ tone: 'secondary' })}>
        İptal
      </Link>
      <StatusButton pendingLabel="Kaydediliyor...">Kaydet</StatusButton>
    </StickyActions>
  )
}
