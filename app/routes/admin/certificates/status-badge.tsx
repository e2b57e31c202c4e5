import { type CertificateStatus, certificateStatusLabels } from '~/features/certificates/certificate'
import { Badge } from '~/ui/badge'

const tones: Record<CertificateStatus, string> = {
  valid: 'bg-green-100 text-green-800',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
  upcoming: 'bg-stone-200 text-stone-700',
}

/** Geçerli / 30 gün içinde bitiyor / Süresi doldu / Henüz başlamadı. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  return (
    <Badge tone={tones[status]} testId="certificate-status">
      {certificateStatusLabels[status]}
    </Badge>
  )
}
