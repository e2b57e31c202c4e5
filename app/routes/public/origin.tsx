import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { NumberedSteps } from '~/ui/numbered-steps'
import { PageHeader, Section } from '~/ui/page-header'
import { TextCards } from '~/ui/text-cards'
import { type CalendarMonth, harvestCalendar, type HarvestPhase } from '~/features/content/harvest'
import { localeTags } from '~/lib/locale'
import { pagePath, unprefixedPath } from '~/site-map'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { useLocale } from '~/lib/use-locale'
import type { Route } from './+types/origin'

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPageSeo(context, 'origin', (t) => ({ title: t('origin.title'), description: t('origin.subtitle') }))
  // Month names are formatted once, on the server, so the browser renders the very same text.
  return { ...page, calendar: harvestCalendar(localeTags[page.locale]) }
}

export default function Origin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <>
      <PageHeader title={loaderData.seo.h1 ?? t('origin.title')} subtitle={t('origin.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.origin'), path: unprefixedPath('origin') }]} />
      <Section>
        <TextCards cards={([1, 2, 3] as const).map((n) => ({ title: t(`origin.card${n}Title`), text: t(`origin.card${n}Text`) }))} />
      </Section>
      <Section tone="cream" title={t('origin.timeline.title')} subtitle={t('origin.timeline.subtitle')}>
        <NumberedSteps
          variant="timeline"
          steps={([1, 2, 3, 4] as const).map((n) => ({
            title: t(`origin.timeline.step${n}Title`),
            text: t(`origin.timeline.step${n}Text`),
          }))}
        />
        <p className="mt-10">
          <Link to={pagePath('calibration', locale)} className="font-semibold text-fig-700 underline-offset-4 hover:underline">
            {t('nav.calibration')} →
          </Link>
        </p>
      </Section>
      <GeographicalIndication />
      <HarvestCalendar months={loaderData.calendar} />
    </>
  )
}

function GeographicalIndication() {
  const { t } = useTranslation()
  return (
    <Section tone="white">
      <div className="grid gap-8 rounded-3xl bg-fig-800 p-8 text-white sm:p-12 lg:grid-cols-[auto_1fr] lg:items-center">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-gold-300 px-4 py-2 text-sm font-semibold text-fig-900">
          <span aria-hidden="true">★</span> {t('badges.geographicIndication')}
        </p>
        <div>
          <h2 className="font-serif text-3xl font-bold">{t('origin.gi.title')}</h2>
          <p className="mt-4 max-w-3xl leading-relaxed text-fig-100">{t('origin.gi.text')}</p>
        </div>
      </div>
    </Section>
  )
}

const phaseStyles: Record<HarvestPhase, string> = {
  early: 'bg-gold-300 text-fig-900',
  main: 'bg-fig-700 text-white',
  late: 'bg-fig-200 text-fig-900',
}

const phaseTexts = { early: 'august', main: 'september', late: 'october' } as const

function HarvestCalendar({ months }: { months: CalendarMonth[] }) {
  const { t } = useTranslation()
  const harvest = months.filter((m): m is CalendarMonth & { phase: HarvestPhase } => m.phase !== null)
  return (
    <Section title={t('origin.calendar.title')} subtitle={t('origin.calendar.subtitle')}>
      {/* The strip is a picture of the year; the list below it says the same in words. */}
      <div aria-hidden="true" className="grid grid-cols-6 gap-1.5 sm:grid-cols-12">
        {months.map((m) => (
          <div
            key={m.month}
            className={`flex min-h-20 min-w-0 flex-col items-center justify-between rounded-lg px-1 py-2 text-center ${m.phase ? phaseStyles[m.phase] : 'border border-stone-200 bg-white text-stone-500'}`}
          >
            <span className="text-sm font-semibold capitalize">{m.short}</span>
            {m.phase && (
              // Narrow on a phone (six to a row): long words break at syllables, or anywhere.
              <span className="max-w-full text-[0.7rem] font-medium leading-tight hyphens-auto [overflow-wrap:anywhere]">
                {t(`origin.calendar.${phaseTexts[m.phase]}Label`)}
              </span>
            )}
          </div>
        ))}
      </div>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {harvest.map((m) => {
          const key = phaseTexts[m.phase]
          return (
            <li key={m.month} className="rounded-2xl border border-stone-200 bg-white p-6">
              <p className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${phaseStyles[m.phase]}`}>
                {t(`origin.calendar.${key}Label`)}
              </p>
              <h3 className="mt-3 font-serif text-2xl font-bold text-fig-800">{t(`origin.calendar.${key}Month`)}</h3>
              <p className="mt-2 text-stone-600">{t(`origin.calendar.${key}Text`)}</p>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

export const meta: Route.MetaFunction = seoMeta
