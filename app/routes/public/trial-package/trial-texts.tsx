import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageContent } from '~/features/content/content-document'
import type { trialContent } from '~/features/content/pages/trial'
import { cleanPhone } from '~/features/leads/trial-row'
import { formatPrice } from '~/features/products/price'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'

/** The cost box's texts (the page's content, content/pages/trial.ts). */
export type TrialCostTexts = PageContent<typeof trialContent.fields>['cost']

/**
 * What the trial costs and how it is paid, before the visitor agrees and sends: how the price is
 * made, free shipping, payment by bank transfer before dispatch, and that the prices are
 * indicative (the payment details state the amount); then the products' indicative total.
 */
export function TrialCost({ texts, amount }: { texts: TrialCostTexts; amount: number | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section aria-labelledby="trial-cost-title" className="rounded-xl bg-gold-100 px-4 py-3 text-fig-900" data-testid="trial-cost">
      <h3 id="trial-cost-title" className="font-serif text-lg font-semibold">
        {texts.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{texts.products}</li>
        <li>{texts.shipping}</li>
        <li>{texts.payment}</li>
        <li>{texts.indicative}</li>
      </ul>
      <p className="mt-2 font-semibold" aria-live="polite" data-testid="trial-cost-total">
        {amount !== null && t('trial.cost.total', { amount: formatPrice(amount, localeTags[locale]) })}
      </p>
    </section>
  )
}

/**
 * The agreement sentence with its words naming the terms as a link to the terms page, opened in
 * a new tab so the form keeps what was typed. The note saying so is the link's description
 * (`newTabNoteId`), outside the label: the checkbox stays named by the sentence alone.
 */
export function AgreementText({ newTabNoteId }: { newTabNoteId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const sentence = t('trial.agreement')
  const words = t('trial.agreementLink')
  const at = sentence.indexOf(words)
  const link = (
    <a
      href={pagePath('trial-terms', locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={newTabNoteId}
      className="font-semibold text-fig-700 underline underline-offset-2 hover:text-fig-900"
    >
      {words}
    </a>
  )
  // A sentence that no longer holds the link's words keeps the link after it.
  if (at < 0)
    return (
      <>
        {sentence} {link}
      </>
    )
  return (
    <>
      {sentence.slice(0, at)}
      {link}
      {sentence.slice(at + words.length)}
    </>
  )
}

/** Typed as they go (with JavaScript): only digits, spaces, hyphens, parentheses and plus stay. */
export function keepPhoneCharacters(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const cleaned = cleanPhone(input.value)
  if (cleaned !== input.value) input.value = cleaned
}
