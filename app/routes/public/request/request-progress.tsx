import { useTranslation } from 'react-i18next'
import type { RequestState } from '~/features/quotes/quote-terms'

/** The steps every request goes through; the last one is how it ended (or 'sent' while open). */
const path = ['received', 'preparing', 'sent'] as const

/** Where the request stands: the steps so far, the current state and what it means for the buyer. */
export function RequestProgress({ state }: { state: RequestState }) {
  const { t } = useTranslation()
  const steps: RequestState[] = [...path]
  if (!(path as readonly string[]).includes(state)) steps.push(state)
  const reached = steps.indexOf(state)
  return (
    <section aria-labelledby="request-state-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="request-state-title" className="text-sm font-medium text-stone-600">
        {t('requests.stateLabel')}
      </h2>
      <p className="mt-1 font-serif text-2xl font-bold text-fig-800" data-testid="request-state" data-state={state}>
        {t(`requests.states.${state}`)}
      </p>
      <p className="mt-1 text-stone-700">{t(`requests.stateHints.${state}`)}</p>
      <ol aria-label={t('requests.steps')} className="mt-4 flex flex-wrap gap-2 text-sm">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={step === state ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${i <= reached ? 'bg-fig-700 text-white' : 'bg-stone-100 text-stone-600'}`}
          >
            {t(`requests.states.${step}`)}
          </li>
        ))}
      </ol>
    </section>
  )
}
