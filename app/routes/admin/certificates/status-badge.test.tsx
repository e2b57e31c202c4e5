import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { certificateStatuses } from '~/features/certificates/certificate'
import { StatusBadge } from '../leads/lead-ui'
import { CertificateStatusBadge } from './status-badge'

describe('status badges (the kit’s Badge)', () => {
  it('a certificate’s status: its words and colours', () => {
    expect(certificateStatuses.map((status) => renderToStaticMarkup(<CertificateStatusBadge status={status} />))).toEqual([
      '<span class="rounded-full px-2.5 py-0.5 text-xs font-semibold bg-green-100 text-green-800" data-testid="certificate-status">Geçerli</span>',
      '<span class="rounded-full px-2.5 py-0.5 text-xs font-semibold bg-amber-100 text-amber-900" data-testid="certificate-status">30 gün içinde bitiyor</span>',
      '<span class="rounded-full px-2.5 py-0.5 text-xs font-semibold bg-red-100 text-red-800" data-testid="certificate-status">Süresi doldu</span>',
      '<span class="rounded-full px-2.5 py-0.5 text-xs font-semibold bg-stone-200 text-stone-700" data-testid="certificate-status">Henüz başlamadı</span>',
    ])
  })

  it('a lead’s status, the same badge in its own colours', () => {
    expect(renderToStaticMarkup(<StatusBadge status="won" />)).toBe(
      '<span class="rounded-full px-2.5 py-0.5 text-xs font-semibold bg-green-100 text-green-900" data-testid="lead-status">Kazanıldı</span>',
    )
  })
})
