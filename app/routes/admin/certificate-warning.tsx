import { Link } from 'react-router'
import { daysLeftLabel, EXPIRY_WARNING_DAYS, formatDay } from '~/features/certificates/certificate'

interface EndingCertificate {
  id: string
  scheme: string
  number: string
  validUntil: string
  daysLeft: number
}

/**
 * Shown while a certificate ends within EXPIRY_WARNING_DAYS or has ended and is not renewed (no
 * certificate of its scheme valid past the window, beginning by the day after its last day): it
 * leaves the quality page and the spec sheets at the end of its last day, so the renewal should be
 * added in time.
 */
export function CertificateWarning({ certificates }: { certificates: readonly EndingCertificate[] }) {
  if (certificates.length === 0) return null
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="certificate-warning">
      <p className="font-semibold">Süresi biten veya {EXPIRY_WARNING_DAYS} gün içinde bitecek, yenilenmemiş sertifikalar var.</p>
      <p className="mt-1 text-sm">
        Bir sertifika son gününün sonunda kalite sayfasından ve teknik föylerden kalkar; yenisini zamanında ekleyin. Aynı türden, en geç
        bitişinin ertesi günü başlayan ve {EXPIRY_WARNING_DAYS} günden uzun geçerli bir sertifika eklenince uyarı kalkar.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {certificates.map((certificate) => (
          <li key={certificate.id}>
            <Link to={`/admin/certificates/${certificate.id}`} className="font-semibold underline">
              {certificate.scheme} – {certificate.number}
            </Link>{' '}
            <span>
              ({formatDay(certificate.validUntil, 'tr-TR')}: {daysLeftLabel(certificate.daysLeft)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
