import { type CertificateStatus, certificateStatusLabels } from '~/features/certificates/certificate'

const tones: Record<CertificateStatus, string> = {
  valid: 'bg-green-100 text-green-800',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
  upcoming: 'bg-stone-200 text-stone-700',
}

/** Geçerli / 30 gün içinde bitiyor / Süresi doldu / Henüz başlamadı. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`} data-testid="certificate-status">
      {certificateStatusLabels[status]}
    </span>
  )
}
