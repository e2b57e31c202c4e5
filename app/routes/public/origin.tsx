import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type CalendarMonth, type HarvestPhase, harvestCalendar } from '~/features/content/harvest'
import { requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { pagePath, unprefixedPath } from '~/site-map'
import { NumberedSteps } from '~/ui/numbered-steps'
import { PageHeader, Section } from '~/ui/page-header'
import { RichTextBlock } from '~/ui/rich-text'
import { TextCards } from '~/ui/text-cards'
import type { Route } from './+types/origin'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, content] = await Promise.all([loadPageSeo(context, 'origin'), requestedPageContent('origin', request, localeOf(context))])
  // Month names are formatted once, on the server, so the browser renders the very same text.
  return { ...page, ...content, calendar: harvestCalendar(localeTags[page.locale]) }
}

type OriginContent = Route.ComponentProps['loaderData']['content']

export default function Origin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { content } = loaderData
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <PageHeader title={loaderData.seo.h1 ?? loaderData.seo.heading} subtitle={t('origin.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.origin'), path: unprefixedPath('origin') }]} />
      <Section>
        <TextCards cards={content.cards} />
      </Section>
      <Section tone="cream" title={content.timeline.title} subtitle={content.timeline.subtitle}>
        <NumberedSteps variant="timeline" steps={content.timeline.steps} />
        <p className="mt-10">
          <Link to={pagePath('calibration', locale)} className="font-semibold text-fig-700 underline-offset-4 hover:underline">
            {t('nav.calibration')} →
          </Link>
        </p>
      </Section>
      <GeographicalIndication gi={content.gi} />
      <HarvestCalendar months={loaderData.calendar} texts={content.calendar} />
    </>
  )
}

function GeographicalIndication({ gi }: { gi: OriginContent['gi'] }) {
  const { t } = useTranslation()
  return (
    <Section tone="white">
      <div className="grid gap-8 rounded-3xl bg-fig-800 p-8 text-white sm:p-12 lg:grid-cols-[auto_1fr] lg:items-center">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-gold-300 px-4 py-2 text-sm font-semibold text-fig-900">
          <span aria-hidden="true">★</span> {t('badges.geographicIndication')}
        </p>
        <div>
          <h2 className="font-serif text-3xl font-bold">{gi.title}</h2>
          <RichTextBlock className="mt-4 max-w-3xl space-y-3 leading-relaxed text-fig-100" html={gi.text.html} />
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

/** The calendar's words per harvest phase; which month falls in which phase is harvest.ts's. */
function HarvestCalendar({ months, texts }: { months: CalendarMonth[]; texts: OriginContent['calendar'] }) {
  const harvest = months.filter((m): m is CalendarMonth & { phase: HarvestPhase } => m.phase !== null)
  return (
    <Section title={texts.title} subtitle={texts.subtitle}>
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
                {texts[m.phase].label}
              </span>
            )}
          </div>
        ))}
      </div>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {harvest.map((m) => {
          const phase = texts[m.phase]
          return (
            <li key={m.month} className="rounded-2xl border border-stone-200 bg-white p-6">
              <p className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${phaseStyles[m.phase]}`}>{phase.label}</p>
              <h3 className="mt-3 font-serif text-2xl font-bold text-fig-800">{m.name}</h3>
              <p className="mt-2 text-stone-600">{phase.text}</p>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

export const meta: Route.MetaFunction = seoMeta
