import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { messagingAppLink } from './contact-links'

/**
 * A link that opens a chat with the company's messaging `number` in the messaging app, in a new
 * tab (a screen reader is told so, in the page's language), with the greeting of the page's
 * language. WhatsAppLink is this with the site's number; the error pages pass theirs.
 */
export function MessagingAppLink({ number, className, children }: { number: string; className: string; children: ReactNode }) {
  const { t } = useTranslation()
  const note = useId()
  return (
    <>
      <a
        href={messagingAppLink(number, t('common.whatsappGreeting'))}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-describedby={note}
      >
        {children}
      </a>
      <span id={note} className="hidden">
        {t('common.opensInNewTab')}
      </span>
    </>
  )
}
