/**
 * The host names the site answers to, as Django's ALLOWED_HOSTS: SITE_URL's host plus the
 * configured list. An entry without a port allows any port; `.example.com` allows example.com
 * and its subdomains; `*` allows every host (for a proxy that checks the host itself). Every
 * other Host (or trusted X-Forwarded-Host) is refused, so links built from the request's origin
 * (canonical links, sitemap, e-mails) can only carry an allowed origin.
 */

export interface HostPattern {
  /** Lower case, without a trailing dot; `[::1]` keeps its brackets. */
  name: string
  /** null: any port. */
  port: string | null
  /** `.example.com`: the domain and its subdomains. */
  subdomains: boolean
  any: boolean
}

/** A host header value `name[:port]` (DNS name, IPv4 or bracketed IPv6), Django's pattern. */
const HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(?::([0-9]{1,5}))?$/

/** Splits `host[:port]` into its lower-case name (trailing dot removed) and port; null when malformed. */
export function splitHost(value: string): { name: string; port: string | null } | null {
  const match = HOST.exec(value.trim().toLowerCase())
  if (!match) return null
  const name = match[1].endsWith('.') ? match[1].slice(0, -1) : match[1]
  if (!name) return null
  return { name, port: match[2] ?? null }
}

/** The patterns of `ALLOWED_HOSTS` (comma-separated) plus SITE_URL's host (any port). */
export function allowedHostPatterns(allowedHosts: string, siteUrl?: string): HostPattern[] {
  const patterns: HostPattern[] = []
  for (const raw of allowedHosts.split(',')) {
    const entry = raw.trim().toLowerCase()
    if (!entry) continue
    if (entry === '*') {
      patterns.push({ name: '*', port: null, subdomains: false, any: true })
      continue
    }
    const subdomains = entry.startsWith('.')
    const host = splitHost(subdomains ? entry.slice(1) : entry)
    if (host) patterns.push({ ...host, subdomains, any: false })
  }
  if (siteUrl) {
    const host = splitHost(new URL(siteUrl).hostname)
    if (host) patterns.push({ name: host.name, port: null, subdomains: false, any: false })
  }
  return patterns
}

/** True when `hostHeader` (`name[:port]`) matches one of the patterns. */
export function isAllowedHost(hostHeader: string | undefined, patterns: readonly HostPattern[]): boolean {
  if (!hostHeader) return false
  const host = splitHost(hostHeader)
  if (!host) return false
  return patterns.some((pattern) => {
    if (pattern.any) return true
    if (pattern.port !== null && pattern.port !== host.port) return false
    return host.name === pattern.name || (pattern.subdomains && host.name.endsWith(`.${pattern.name}`))
  })
}
