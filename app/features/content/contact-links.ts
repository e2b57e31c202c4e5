/** Links that open the visitor's phone, mail or messaging app. */

export function messagingAppLink(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function mapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}
