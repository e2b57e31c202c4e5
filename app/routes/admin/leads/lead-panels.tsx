/** The panels of the lead detail. */
import { totalKg } from '~/features/leads/lead-csv'
import type { LeadDetail } from '~/features/leads/lead-detail.server'
import { type LeadLine, lineCalibre } from '~/features/leads/lead-details'
import {
  companyLabel,
  countryLabelTr,
  leadKindLabels,
  leadStatusLabels,
  priorityLabel,
  spamReasonLabel,
} from '~/features/leads/lead-labels'
import { formatKg } from '~/features/products/product'
import { formatDateTime } from '~/lib/dates'
import { isLocale, localeNamesTr } from '~/lib/locale'
import { Detail, Panel } from './lead-ui'

/** The number to dial: the international form when the phone could be read, otherwise no link. */
function Phone({ lead }: { lead: Pick<LeadDetail, 'phone' | 'phoneE164'> }) {
  if (!lead.phone) return '-'
  if (!lead.phoneE164) return lead.phone
  return (
    <a href={`tel:${lead.phoneE164}`} className="text-fig-700 underline">
      {lead.phone}
    </a>
  )
}

const reachLink =
  'flex min-h-14 w-full flex-col items-center justify-center rounded-lg border border-fig-700 px-1 py-2 text-sm font-semibold text-fig-700 hover:bg-fig-50'

/**
 * The ways to answer the customer, as large buttons side by side: call and WhatsApp (when the
 * phone could be read into its international form, which both need) and e-mail. First on a phone's
 * screen.
 */
export function ReachPanel({ lead }: { lead: Pick<LeadDetail, 'phoneE164' | 'email'> }) {
  const links = [
    lead.phoneE164 && { href: `tel:${lead.phoneE164}`, label: 'Ara', icon: '☎' },
    lead.email && { href: `mailto:${lead.email}`, label: 'E-posta', icon: '✉' },
    // wa.me takes the international number without its plus.
    lead.phoneE164 && { href: `https://wa.me/${lead.phoneE164.slice(1)}`, label: 'WhatsApp', icon: '✆', external: true },
  ].filter((link) => !!link)
  return (
    <Panel title="Müşteriye Ulaş" testId="lead-reach">
      {links.length ? (
        <ul className="grid grid-cols-3 gap-2">
          {links.map((link) => (
            <li key={link.label} className="min-w-0">
              <a href={link.href} className={reachLink} {...(link.external ? { target: '_blank', rel: 'noreferrer' } : {})}>
                <span aria-hidden="true" className="text-lg leading-none">
                  {link.icon}
                </span>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">Aranabilir bir telefon numarası veya e-posta adresi yok.</p>
      )}
    </Panel>
  )
}

export function ContactPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="İletişim Bilgileri">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail label="Ad Soyad" value={lead.name} />
        <Detail label="Firma" value={companyLabel(lead.company)} />
        <Detail label="Telefon">
          <Phone lead={lead} />
        </Detail>
        <Detail label="E-posta">
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className="text-fig-700 underline">
              {lead.email}
            </a>
          ) : (
            '-'
          )}
        </Detail>
        <Detail label="Ülke" value={countryLabelTr(lead.country)} />
        <Detail label="Adres" value={lead.address} />
      </dl>
    </Panel>
  )
}

export function OriginPanel({ lead }: { lead: LeadDetail }) {
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign]
  return (
    <Panel title="Zaman ve Konum">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail label="Tarih" value={formatDateTime(lead.createdAt)} />
        <Detail label="Şehir / İlçe" value={[lead.city, lead.district].filter(Boolean).join(' / ')} />
        <Detail label="Dil" value={`${isLocale(lead.locale) ? localeNamesTr[lead.locale] : lead.locale} (${lead.locale})`} />
        <Detail label="Sayfa" value={lead.sourcePath} />
        <Detail label="Geldiği yer" value={lead.referrer} />
        <Detail label="Kampanya (UTM kaynağı / ortamı / adı)" className="sm:col-span-2">
          {campaign.some(Boolean) ? campaign.map((v) => v || '-').join(' / ') : '-'}
        </Detail>
      </dl>
    </Panel>
  )
}

export function RequestPanel({ lead }: { lead: LeadDetail }) {
  const total = totalKg(lead.lines)
  return (
    <Panel title="Talep Özeti">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail label="Tür" value={leadKindLabels[lead.kind]} />
        {lead.kind !== 'contact' && <Detail label="Ürün sayısı" value={String(lead.lines.length)} />}
        {total != null && <Detail label="Toplam miktar" value={formatKg(total)} />}
        {lead.priority && <Detail label="Öncelik" value={priorityLabel(lead.priority)} />}
        {lead.subject && <Detail label="Konu" value={lead.subject} />}
        {lead.spamReason && <Detail label="İstenmeyen sayılma nedeni" value={spamReasonLabel(lead.spamReason)} />}
        {lead.declared.map((field) => (
          <Detail key={field.name} label={field.admin} value={field.text} />
        ))}
      </dl>
    </Panel>
  )
}

/** A product line as a block: the title (linked to the product while it exists), calibre, kg, pack kg. */
function LineBlock({ line }: { line: LeadLine }) {
  return (
    <article className="rounded-xl border border-gold-300 bg-cream-50 p-4" data-testid="lead-product-block">
      <h4 className="font-semibold text-fig-800">
        Ürün {line.position}:{' '}
        {line.productId ? (
          <a href={`/admin/products/view/${line.productId}`} className="text-stone-900 underline">
            {line.title}
          </a>
        ) : (
          <span className="text-stone-900">{line.title}</span>
        )}
      </h4>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
        <Detail label="Kalibrasyon" value={lineCalibre(line)} />
        <Detail label="Miktar" value={line.quantityKg == null ? null : formatKg(line.quantityKg)} />
        <Detail label="Paket boyutu" value={line.packSizeKg == null ? null : formatKg(line.packSizeKg)} />
      </dl>
    </article>
  )
}

/**
 * The request itself: the product lines as blocks, what the visitor wrote exactly as written (never
 * read as product lines, whatever it starts with), and the composed text the e-mails carried.
 */
export function DetailsPanel({ lead }: { lead: LeadDetail }) {
  const textTitle = lead.kind === 'contact' ? 'Mesaj' : lead.kind === 'trial' ? 'Müşterinin notu' : 'Müşterinin mesajı'
  return (
    <Panel title="Detaylar" testId="lead-details">
      <div className="space-y-4">
        {lead.kind !== 'contact' && (
          <section aria-label="Ürünler" className="space-y-3" data-testid="lead-lines">
            {lead.lines.length ? (
              lead.lines.map((line) => <LineBlock key={line.position} line={line} />)
            ) : (
              <p className="text-sm text-stone-500">Ürün satırı yok</p>
            )}
          </section>
        )}
        <section>
          <h4 className="text-sm font-semibold text-stone-700">{textTitle}</h4>
          {lead.visitorText?.trim() ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-stone-800" data-testid="lead-visitor-text">
              {lead.visitorText}
            </p>
          ) : (
            <p className="mt-1 text-sm text-stone-500">Ek not yok</p>
          )}
        </section>
        {lead.requestText && (
          <details className="rounded-lg border border-stone-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-fig-700">Talep metni (e-postadaki hâli)</summary>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-stone-800" data-testid="lead-request-text">
              {lead.requestText}
            </p>
          </details>
        )}
      </div>
    </Panel>
  )
}

export function HistoryPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Geçmiş" testId="lead-history">
      <ol className="space-y-3 text-sm">
        {lead.events.map((event) => (
          <li key={event.id} className="border-l-2 border-fig-200 pl-3">
            <p className="font-medium text-stone-900">
              {event.type === 'status' ? (
                <>
                  Durum: {event.fromStatus ? leadStatusLabels[event.fromStatus] : '-'} →{' '}
                  {event.toStatus ? leadStatusLabels[event.toStatus] : '-'}
                </>
              ) : event.type === 'quote' ? (
                event.note
              ) : event.note ? (
                'Not güncellendi'
              ) : (
                'Notlar temizlendi'
              )}
            </p>
            {event.type === 'note' && event.note && (
              <p className="line-clamp-3 whitespace-pre-line break-words text-stone-700">{event.note}</p>
            )}
            <p className="text-xs text-stone-500">
              {formatDateTime(event.createdAt)}
              {event.adminEmail && ` · ${event.adminEmail}`}
            </p>
          </li>
        ))}
        <li className="border-l-2 border-stone-200 pl-3">
          <p className="font-medium text-stone-900">Talep alındı</p>
          <p className="text-xs text-stone-500">{formatDateTime(lead.createdAt)}</p>
        </li>
      </ol>
    </Panel>
  )
}
