/**
 * The maps the contact page may embed: Google Maps' and OpenStreetMap's embed pages. The site's
 * frame-src names exactly these origins, so a map address the admin enters is one of them.
 */
export const MAP_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'] as const

/** Whether `address` is an https embed page of an allowed map (no credentials, no other host). */
export function isMapEmbedAddress(address: string): boolean {
  try {
    const url = new URL(address)
    return (MAP_EMBED_ORIGINS as readonly string[]).includes(url.origin) && !url.username && !url.password
  } catch {
    return false
  }
}
