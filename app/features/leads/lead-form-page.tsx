import { Fragment, type ReactNode } from 'react'
import { PreviewBanner } from '~/features/content/preview-banner'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { PageHeader } from '~/ui/page-header'
import { useFreshFormKey } from './form-guard-fields'
import type { RequestReceived } from './request-received'
import { RequestReceivedPanel } from './request-received-panel'

/**
 * The frame of a lead form's page (quote, trial, contact): the draft-preview banner, the page's
 * header and its one-step breadcrumb, then the page's own layout around its `LeadFormCard`.
 */
export function LeadFormPage({
  title,
  subtitle,
  crumb = title,
  path,
  preview = false,
  children,
}: {
  title: string
  subtitle: string
  /** The breadcrumb's name of the page (its title unless told). */
  crumb?: string
  /** The page's path without language prefix. */
  path: string
  preview?: boolean
  children: ReactNode
}) {
  return (
    <>
      {preview && <PreviewBanner />}
      <PageHeader title={title} subtitle={subtitle} />
      <Breadcrumbs trail={[{ name: crumb, path }]} />
      {children}
    </>
  )
}

const frames = {
  ring: 'scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8',
  /** The quote form's product lines get more width on phones: a narrower padding and a border. */
  border: 'scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8',
} as const

/**
 * A lead form's card: the confirmation of the request just sent (shown once, above it), then the
 * form under its heading. The section's id is the form's anchor (`#rfq-form`); its heading is
 * `<id>-title`.
 */
export function LeadFormCard({
  id,
  title,
  received,
  frame = 'ring',
  children,
}: {
  id: string
  title: string
  received: RequestReceived | null | undefined
  frame?: keyof typeof frames
  children: ReactNode
}) {
  const formKey = useFreshFormKey(received?.id)
  return (
    <>
      {received && <RequestReceivedPanel received={received} formId={id} />}
      <section id={id} aria-labelledby={`${id}-title`} className={frames[frame]}>
        <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-fig-800">
          {title}
        </h2>
        {/* A new key after each stored request (it redirects back here with a new notice): the form starts empty again, with JavaScript too. */}
        <Fragment key={formKey}>{children}</Fragment>
      </section>
    </>
  )
}
