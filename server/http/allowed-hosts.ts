/**
 * The host names the site answers to, as Django's ALLOWED_HOSTS: SITE_URL's host plus the
 * configured list, each on its ports only. An entry with a port allows that port alone; an entry
 * without one allows a Host without a port (a proxy's public name) and the port the site listens
 * on; SITE_URL's host allows its own port (written, or its scheme's). `.example.com` allows
 * example.com and its subdomains; `*` allows every host (for a proxy that checks the host
 * itself). Every other Host (or trusted X-Forwarded-Host) is refused, so links built from the
 * request's origin (canonical links, sitemap, e-mails) can only carry an allowed origin.
 */

export interface HostPattern {
  /** Lower case, without a trailing dot; `[::1]` keeps its brackets. */
  name: string
  /** The ports allowed; null stands for a Host without a port. */
  ports: readonly (string | null)[]
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

/**
 * The patterns of `ALLOWED_HOSTS` (comma-separated) plus SITE_URL's host; `listenPort` is the
 * port the site listens on (PORT).
 */
export function allowedHostPatterns(allowedHosts: string, siteUrl: string | undefined, listenPort: number): HostPattern[] {
  const patterns: HostPattern[] = []
  for (const raw of allowedHosts.split(',')) {
    const entry = raw.trim().toLowerCase()
    if (!entry) continue
    if (entry === '*') {
      patterns.push({ name: '*', ports: [], subdomains: false, any: true })
      continue
    }
    const subdomains = entry.startsWith('.')
    const host = splitHost(subdomains ? entry.slice(1) : entry)
    if (host) patterns.push({ name: host.name, ports: host.port ? [host.port] : [null, String(listenPort)], subdomains, any: false })
  }
  if (siteUrl) {
    const url = new URL(siteUrl)
    const host = splitHost(url.hostname)
    // URL drops a scheme's default port: then a Host without a port, or with that port written out.
    const ports = url.port ? [url.port] : [null, url.protocol === 'https:' ? '443' : '80']
    if (host) patterns.push({ name: host.name, ports, subdomains: false, any: false })
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
    if (!pattern.ports.includes(host.port)) return false
    return host.name === pattern.name || (pattern.subdomains && host.name.endsWith(`.${pattern.name}`))
  })
}
