import { Form, Link, redirect } from 'react-router'
import { adminContext } from '~/features/auth/admin-middleware.server'
import { quoteSendCheck } from '~/features/quotes/admin-quotes.server'
import { invariantResponse } from '~/lib/http/invariant'
import { localeNamesTr } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { buttonClass } from '~/ui/button'
import { FormSection } from '~/ui/form-section'
import { CheckboxField, FormAlert } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import type { Route } from './+types/send'
import { confirmSend, failure } from './quote-actions.server'
import { QuoteFigures } from './quote-figures'
import { formatDay } from './quote-status'

/**
 * /admin/quotes/:id/send — the check before a quote goes to the buyer: who receives it, in which
 * language, every figure and the validity of the saved draft; its button sends exactly that draft.
 * "Alıcıya gönder" in the editor saves the draft and comes here, with or without JavaScript.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const check = await quoteSendCheck(params.id)
  invariantResponse(check, 'Teklif bulunamadı', { status: 404 })
  // Nothing to send (already sent, or answered): the quote's page says where it stands.
  if (!check.draft) throw redirect(`/admin/quotes/${params.id}`)
  return check
}

/** The checkbox that confirms buyer-facing texts with Turkish letters are meant so. */
const CONFIRM_LANGUAGE = 'confirmLanguage'

export async function action({ request, params, context }: Route.ActionArgs) {
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    return failure('send', 'Form okunamadı')
  }
  if (posted.get('intent') !== 'confirm-send') return failure('send', 'Bu işlem yapılamadı')
  // Turkish letters in what a buyer of another language reads: the draft as checked is sent only
  // when the admin confirmed they are meant (a draft changed since is refused by the send itself).
  const check = await quoteSendCheck(params.id)
  const asChecked = check?.draft && posted.get('versionId') === check.checked.versionId && posted.get('savedAt') === check.checked.savedAt
  if (asChecked && check.languageWarnings.length > 0 && posted.get(CONFIRM_LANGUAGE) !== 'on')
    return failure(
      'send',
      `Metinlerde Türkçe harfler var ve alıcının dili ${localeNamesTr[check.quote.locale]}: göndermek için metinleri kontrol ettiğinizi işaretleyin.`,
    )
  return confirmSend(posted, { quoteId: params.id, admin: context.get(adminContext), siteUrl: siteUrlOf(request) })
}

export default function SendCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, draft, checked, problems, languageWarnings } = loaderData
  const { lead } = quote
  const quotePath = `/admin/quotes/${quote.id}`
  const refused = actionData ? Object.values(actionData.result.error ?? {}).flatMap((list) => list ?? []) : []
  const facts: [string, string, string?][] = [
    ['Alıcı', [lead.name, lead.company].filter(Boolean).join(' · ') || '-', 'check-buyer'],
    ['E-posta', lead.email ?? 'yok: teklif e-postayla gönderilemez, alıcıya ayrıca iletin', 'check-email'],
    ['Ülke', lead.country ?? '-'],
    ['Teklifin ve e-postanın dili', localeNamesTr[quote.locale], 'check-language'],
    ['Geçerlilik tarihi (son gün)', formatDay(draft.validUntil), 'check-valid-until'],
    ['Teslim şekli (Incoterms® 2020)', `${draft.incoterm} ${draft.incotermPlace}`],
    ['Ödeme koşulları', draft.paymentTerms],
    ['Yükleme dönemi', draft.shipmentWindowText ?? '-'],
  ]
  return (
    <div className="space-y-6" data-testid="send-check">
      <div>
        <Link to={quotePath} className="text-sm font-medium text-fig-700 hover:underline">
          ← Teklife dön
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold text-fig-800">
          Göndermeden önce kontrol edin: {quote.number}, sürüm {draft.version}
        </h1>
        <p className="mt-2 text-stone-700">
          Teklif, onayladığınızda aşağıdaki hâliyle alıcıya gönderilir ve bu sürüm artık değiştirilemez.
        </p>
      </div>
      <FormAlert title="Gönderilemedi" errors={refused} testId="send-refused" />
      <FormSection id="check-recipient" title="Alıcı ve koşullar">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {facts.map(([label, value, testId]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
              <dd className="whitespace-pre-wrap break-words text-stone-900" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </FormSection>
      <FormSection id="check-figures" title={`Satırlar ve toplamlar (${draft.currency})`}>
        <QuoteFigures version={draft} />
      </FormSection>
      {draft.buyerNote && (
        <FormSection id="check-note" title={`Alıcıya not (${localeNamesTr[quote.locale]})`}>
          <p className="whitespace-pre-wrap break-words text-sm text-stone-900">{draft.buyerNote}</p>
        </FormSection>
      )}
      <FormAlert title="Bu taslak henüz gönderilemez" errors={problems} testId="send-problems" />
      {languageWarnings.length > 0 && (
        <FormSection id="check-language-warnings" title={`Alıcının dili ${localeNamesTr[quote.locale]}: Türkçe kalmış olabilecek metinler`}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-900" data-testid="send-language-warnings">
            {languageWarnings.map((warning) => (
              <li key={warning.field}>{warning.message}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-stone-600">
            Düzenlemeye dönüp metinleri alıcının dilinde yazın ya da bilerek gönderiyorsanız onaylayın.
          </p>
        </FormSection>
      )}
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="versionId" value={checked.versionId} />
        <input type="hidden" name="savedAt" value={checked.savedAt} />
        {languageWarnings.length > 0 && problems.length === 0 && (
          <CheckboxField
            id="confirm-language"
            name={CONFIRM_LANGUAGE}
            className="basis-full"
            label={`Metinleri kontrol ettim: alıcı (${localeNamesTr[quote.locale]}) bunları böyle okuyacak`}
          />
        )}
        <Link to={quotePath} className={buttonClass({ tone: 'secondary' })}>
          Düzenlemeye dön
        </Link>
        {problems.length === 0 && (
          <StatusButton name="intent" value="confirm-send" pendingLabel="Gönderiliyor...">
            Onayla ve alıcıya gönder
          </StatusButton>
        )}
      </Form>
    </div>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Gönderim kontrolü: ${loaderData.quote.number}` : 'Teklif bulunamadı'} | Yönetim Paneli` },
]
