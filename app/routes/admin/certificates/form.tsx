import { Link } from 'react-router'
import { adminSchemeNames, getCertificate } from '~/features/certificates/certificates.server'
import { certificateMessages } from '~/features/certificates/schemas'
import { invariantResponse } from '~/lib/http/invariant'
import { redirectWithToast } from '~/lib/toast.server'
import { buttonClass } from '~/ui/button'
import type { Route } from './+types/form'
import { CertificateForm, certificateFormValue, newCertificateValue } from './certificate-form'
import { saveCertificateForm } from './form-actions.server'

/** /admin/certificates/new (add) and /admin/certificates/{id} (edit); an unknown certificate is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const schemes = adminSchemeNames()
  if (!params.id) return { mode: 'create' as const, id: null, schemes, defaultValue: newCertificateValue, pdf: null }
  const certificate = await getCertificate(params.id)
  invariantResponse(certificate, certificateMessages.notFound, { status: 404 })
  return { mode: 'edit' as const, id: certificate.id, schemes, defaultValue: certificateFormValue(certificate), pdf: certificate.pdf }
}

export async function action({ request, params }: Route.ActionArgs) {
  const editing = params.id ? await getCertificate(params.id) : null
  if (params.id && !editing) {
    return redirectWithToast('/admin/certificates', { type: 'error', title: 'Hata', description: certificateMessages.notFound })
  }
  return saveCertificateForm(request, editing)
}

export default function CertificateFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, id, schemes, defaultValue } = loaderData
  const pdf = actionData ? actionData.pdf : loaderData.pdf
  return (
    <>
      <Link to="/admin/certificates" className="text-sm font-medium text-fig-700 hover:underline">
        ← Sertifikalara dön
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-fig-800">{mode === 'create' ? 'Yeni Sertifika' : 'Sertifikayı Düzenle'}</h1>
        {id && (
          <Link to={`/admin/certificates?confirmDelete=${id}`} className={buttonClass({ tone: 'remove', size: 'sm' })}>
            Sil
          </Link>
        )}
      </div>
      <CertificateForm
        key={id ?? 'new'}
        mode={mode}
        schemes={schemes}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        pdf={pdf}
      />
    </>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${!loaderData ? 'Sertifika bulunamadı' : loaderData.mode === 'create' ? 'Yeni Sertifika' : 'Sertifikayı Düzenle'} | Yönetim Paneli`,
  },
]
