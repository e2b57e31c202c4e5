import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mapsSearchLink } from '~/features/content/contact-links'
import { useCompany, useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'
import { PageLink } from '~/ui/page-link'
import { useHydrated } from '~/ui/use-hydrated'

const frame = 'mt-4 aspect-[16/9] w-full rounded-xl sm:aspect-[21/9]'

/**
 * The company's location: the address and a link to it in a maps service, and a map that comes
 * from another host (Google Maps) only once the visitor asks for it. Until then a drawn preview
 * of our own says where the map comes from; with JavaScript a button loads it in place, without
 * JavaScript the link above opens it on the maps service's site. Nothing on the page contacts
 * another host before that click.
 */
export function LocationCard() {
  const { t } = useTranslation()
  const company = useCompany()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [mapShown, setMapShown] = useState(false)
  return (
    <section aria-labelledby="contact-location-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="contact-location-title" className="font-serif text-xl font-bold text-fig-800">
        {t('contact.location.title')}
      </h2>
      <div className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium">{t('contact.location.addressLine')}</p>
          <a
            href={mapsSearchLink(company.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border border-fig-700 px-5 py-2 font-semibold text-fig-700 hover:bg-fig-50"
          >
            {t('contact.location.openInMaps')}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        </div>
        {mapShown ? (
          <iframe
            title={t('contact.location.mapTitle')}
            src={company.mapEmbedUrl}
            referrerPolicy="no-referrer-when-downgrade"
            className={`${frame} border-0 bg-cream-100`}
            data-testid="map-frame"
          />
        ) : (
          <div className={`${frame} relative overflow-hidden bg-cream-100`} data-testid="map-preview">
            <img src="/images/map-preview.svg" alt="" width={640} height={270} className="absolute inset-0 size-full object-cover" />
            <div className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 p-4 text-sm text-stone-800 shadow-sm sm:inset-x-auto sm:left-4 sm:max-w-md">
              <p>
                {t('contact.location.consentText')}{' '}
                <PageLink to={pagePath('privacy', locale)} className="font-semibold text-fig-700 underline underline-offset-2">
                  {t('contact.location.privacyLink')}
                </PageLink>
              </p>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setMapShown(true)}
                  className="mt-3 rounded-full bg-fig-700 px-5 py-2 font-semibold text-white hover:bg-fig-800"
                >
                  {t('contact.location.loadMap')}
                </button>
              ) : (
                <p className="mt-2 text-stone-700">{t('contact.location.withoutScript')}</p>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
