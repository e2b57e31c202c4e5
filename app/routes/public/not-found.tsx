import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { localizePath } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { getInstance } from '~/lib/i18next.server'
import type { Route } from './+types/not-found'

/** Any unknown path: the 404 page inside the site's layout, in the visitor's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context)
  return data({ notFound: true as const, title: `${t('notFound.title')} | ${t('meta.siteName')}` }, { status: 404 })
}

export default function NotFound() {
  return <NotFoundPage />
}

export function NotFoundPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-fig-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.text')}</p>
      <Link
        to={localizePath('/', locale)}
        className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }]
