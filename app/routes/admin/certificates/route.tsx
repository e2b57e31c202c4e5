import { Link } from 'react-router'
import { formatDay } from '~/features/certificates/certificate'
import { adminSchemeNames, CertificateError, deleteCertificate, listCertificates } from '~/features/certificates/certificates.server'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'
import { buttonClass } from '~/ui/button'
import { DeleteConfirmation } from '~/ui/delete-confirmation'
import type { Route } from './+types/route'
import { CertificateStatusBadge } from './status-badge'

const LIST = '/admin/certificates'

/** /admin/certificates: every certificate with its status today; `?confirmDelete=<id>` asks before deleting. */
export async function loader({ request }: Route.LoaderArgs) {
  const certificates = await listCertificates()
  const names = Object.fromEntries(adminSchemeNames().map(({ code, name }) => [code, name]))
  const confirmId = new URL(request.url).searchParams.get('confirmDelete')
  const confirming = certificates.find((certificate) => certificate.id === confirmId) ?? null
  return {
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      scheme: names[certificate.scheme] ?? certificate.scheme,
      body: certificate.body,
      number: certificate.number,
      validUntil: certificate.validUntil,
      status: certificate.status,
    })),
    confirming: confirming ? { id: confirming.id, label: `${names[confirming.scheme]} – ${confirming.number}` } : null,
  }
}

/** Deleting (after the confirmation); back to the list with a notice. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  if (form.get('intent') !== 'delete') return redirectWithToast(LIST, { type: 'error', title: 'Hata', description: 'Bu işlem yapılamadı' })
  try {
    await deleteCertificate(String(form.get('id') ?? ''))
    return redirectWithToast(LIST, { type: 'success', title: 'Başarılı', description: 'Sertifika silindi' })
  } catch (error) {
    if (!(error instanceof CertificateError)) logger.error({ err: error }, 'Deleting a certificate failed')
    return redirectWithToast(LIST, { type: 'error', title: 'Hata', description: 'Sertifika silinemedi' })
  }
}

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  const { certificates, confirming } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-fig-800">Sertifikalar</h1>
        <Link to="/admin/certificates/new" className={buttonClass()}>
          Yeni Sertifika Ekle
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-stone-600">
        Geçerli sertifikalar kalite sayfasında PDF’leriyle ve ürünlerin teknik föylerinde gösterilir: başlangıç gününden bitiş gününün
        sonuna kadar (İstanbul saati). Süresi dolan sertifika kendiliğinden siteden kalkar.
      </p>
      {confirming && (
        <DeleteConfirmation title="Sertifikayı sil" returnTo={LIST} fields={{ id: confirming.id }}>
          Bu sertifikayı silmek istediğinizden emin misiniz? <strong className="font-semibold">{confirming.label}</strong> (PDF’i medya
          galerisinde kalır.)
        </DeleteConfirmation>
      )}
      {certificates.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 text-stone-600">Henüz sertifika yok.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="certificate-list">
            <thead>
              <tr className="border-b border-stone-200 text-xs uppercase text-stone-500">
                <th scope="col" className="py-2 pr-3">
                  Tür
                </th>
                <th scope="col" className="py-2 pr-3">
                  Kuruluş
                </th>
                <th scope="col" className="py-2 pr-3">
                  Numara
                </th>
                <th scope="col" className="py-2 pr-3">
                  Geçerlilik bitişi
                </th>
                <th scope="col" className="py-2 pr-3">
                  Durum
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">İşlemler</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {certificates.map((certificate) => (
                <tr key={certificate.id} className="border-b border-stone-100 align-top" data-testid="certificate-row">
                  <th scope="row" className="py-2 pr-3 font-medium text-stone-900">
                    {certificate.scheme}
                  </th>
                  <td className="py-2 pr-3 text-stone-700">{certificate.body}</td>
                  <td className="py-2 pr-3 text-stone-700">{certificate.number}</td>
                  <td className="py-2 pr-3 text-stone-700">{formatDay(certificate.validUntil, 'tr-TR')}</td>
                  <td className="py-2 pr-3">
                    <CertificateStatusBadge status={certificate.status} />
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Link
                        to={`/admin/certificates/${certificate.id}`}
                        aria-label={`Düzenle: ${certificate.scheme} ${certificate.number}`}
                        className={buttonClass({ tone: 'outline', size: 'sm' })}
                      >
                        Düzenle
                      </Link>
                      <Link
                        to={`${LIST}?confirmDelete=${certificate.id}`}
                        preventScrollReset
                        aria-label={`Sil: ${certificate.scheme} ${certificate.number}`}
                        className={buttonClass({ tone: 'remove', size: 'sm' })}
                      >
                        Sil
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Sertifikalar | Yönetim Paneli' }]
