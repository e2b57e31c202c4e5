/**
 * The headers every answer carries (pages, JSON, files, errors, 404s). Scripts run only with the
 * answer's nonce (React Router's inline scripts and module scripts get it); JSON-LD data blocks
 * are not scripts to the browser. Styles may be inline (the app sets style attributes). No page
 * may be framed, and the map on the contact page is the one frame the site embeds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { MAP_EMBED_ORIGINS } from '../../app/lib/http/map-embed.ts'

export interface SecurityHeaderOptions {
  /** The answer's script nonce (base64). */
  nonce: string
  /**
   * A cached page's inline scripts ('sha256-…'): it carries no nonce, its scripts are allowed by
   * their hashes instead (the same bytes go to every visitor, a nonce never does).
   */
  scriptHashes?: readonly string[]
  /** Served over TLS (directly or through a trusted proxy). */
  secure: boolean
  /** Admin pages and admin JSON: never stored by a browser or proxy cache. */
  noStore: boolean
  /** A page whose address is a secret (a buyer's private link): no Referer leaves it, and it is not indexed. */
  privateLink?: boolean
  /** Origins the page may frame (the contact page's map). */
  frameSources: readonly string[]
}

export const DEFAULT_MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com'] as const

/** The frame origins for the configured map address (unset: Google Maps' embed). */
export function mapFrameSources(mapEmbedUrl: string | undefined): string[] {
  if (!mapEmbedUrl) return [...DEFAULT_MAP_FRAME_SOURCES]
  try {
    const { origin, protocol } = new URL(mapEmbedUrl)
    return protocol === 'https:' || protocol === 'http:' ? [origin] : []
  } catch {
    return []
  }
}

/** The origins every page may frame: the configured map's, and each map the admin may choose in the site settings. */
export const siteFrameSources = (mapEmbedUrl: string | undefined): string[] => [
  ...new Set([...mapFrameSources(mapEmbedUrl), ...MAP_EMBED_ORIGINS]),
]

export function contentSecurityPolicy({
  nonce,
  scriptHashes,
  secure,
  frameSources,
}: Pick<SecurityHeaderOptions, 'nonce' | 'scriptHashes' | 'secure' | 'frameSources'>): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes ? scriptHashes.join(' ') : `'nonce-${nonce}'`}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    // Product and blog images may be external https addresses; previews of chosen files are blob: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frameSources.length ? frameSources.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]
  if (secure) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * Headers that only a document (a page, an SVG, a PDF a browser shows) acts on. A script or
 * stylesheet is never a document: these are left off them, which saves a phone ~0.7 kB per file
 * over HTTP/1.1; `nosniff` (and HSTS) stay, since they matter for every answer.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
] as const

/** Scripts and stylesheets of the build, by their file name. */
export const isScriptOrStylesheet = (path: string) => /\.(js|mjs|css)$/i.test(path)

/**
 * helmet's headers for every answer, over plain HTTP and over TLS: frames refused, no type
 * sniffing, the referrer policy, the opener policy, and HSTS over TLS only (browsers ignore it
 * over plain HTTP): one year, this host only (other subdomains may not have TLS). The policy
 * itself is made per answer by `contentSecurityPolicy` (a nonce, or a cached page's hashes).
 */
const HELMET_HEADERS = { http: helmetHeaders(false), https: helmetHeaders(true) }

function helmetHeaders(secure: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const collector = {
    setHeader(name: string, value: string) {
      headers[name] = value
    },
    removeHeader(name: string) {
      delete headers[name]
    },
  }
  helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // What a site of documents and its own assets does not need (or browsers no longer read).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  return headers
}

/** The security headers of an answer: the one place they are made. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    ...HELMET_HEADERS[options.secure ? 'https' : 'http'],
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  if (options.noStore || options.privateLink) headers['Cache-Control'] = 'no-store, private'
  if (options.privateLink) {
    headers['Referrer-Policy'] = 'no-referrer'
    headers['X-Robots-Tag'] = 'noindex, nofollow'
  }
  return headers
}
