import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCompany } from '~/lib/use-locale'
import { messagingAppLink } from './contact-links'

/** A link that opens a chat with the company in the messaging app (in a new tab), with the greeting of the page's language. */
export function WhatsAppLink({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation()
  const company = useCompany()
  return (
    <a
      href={messagingAppLink(company.whatsappNumber, t('common.whatsappGreeting'))}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
    </a>
  )
}
