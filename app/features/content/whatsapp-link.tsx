import type { ReactNode } from 'react'
import { useCompany } from '~/lib/use-locale'
import { MessagingAppLink } from './messaging-app-link'

/** A chat with the company in the messaging app (MessagingAppLink with the site's number). */
export function WhatsAppLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <MessagingAppLink number={useCompany().whatsappNumber} className={className}>
      {children}
    </MessagingAppLink>
  )
}
