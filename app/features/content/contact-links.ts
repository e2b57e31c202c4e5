/** Links that open the visitor's phone, mail or messaging app. */

export function messagingAppLink(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A phone number as the page shows it: its spaces and hyphens do not break (non-breaking space
 * and hyphen), so a number never wraps onto two lines, where it is easily misread.
 */
export function phoneText(phone: string): string {
  return phone.replaceAll(' ', '\u00A0').replaceAll('-', '\u2011')
}

export function mapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}
