/**
 * What the request gate in front of the app (server/front.ts) allows for a path: methods,
 * body types and sizes, list lengths, caching, and the language its refusals are written in.
 * Pure: the server passes the configured limits in.
 */

import { adminApiJsonUploadPaths, adminApiUploadPaths, adminAreas, adminRoutes, privateLinkPaths } from '../../site-map'
import { type Locale, splitLocalePath } from '../locale'

export type Language = Locale

export type BodyType = 'form' | 'multipart' | 'json'

export interface RoutePolicy {
  /** Under /api: refusals are JSON `{ message }`, bodies are JSON. */
  api: boolean
  /** The admin panel or the admin API: answers are never stored by caches. */
  admin: boolean
  /**
   * A public read whose answer may be shared by every anonymous visitor (the page cache and a
   * CDN): public pages, public API reads, sitemap.xml, robots.txt. Not uploaded files (served
   * by their own routes) or the form guard API (one per visitor).
   */
  shared: boolean
  /**
   * A buyer's private request page, its documents or its JSON (`/requests/<token>`): never stored
   * by any cache, never indexed, and no Referer leaves it (the token is in its address).
   */
  privateLink: boolean
  /** The admin login (page or API): the one admin route a visitor without a session posts to. */
  login: boolean
  /** A multipart upload route (admin only): larger bodies, streamed instead of buffered. */
  upload: boolean
  language: Language
  /** Methods the path answers (OPTIONS included); any other is a 405. */
  allow: readonly string[]
  /** Body types a POST/PUT/PATCH/DELETE may carry; any other is a 415. */
  bodyTypes: readonly BodyType[]
  /** Largest body of a multipart upload, in bytes (upload routes only). */
  uploadLimitBytes: number
  /** Largest body of any other request, in bytes. */
  bodyLimitBytes: number
  /** Longest list a form may post (`name[i]` indexes stay below it, a name repeats at most this often). */
  maxListLength: number
}

export interface Limits {
  bodyLimitKb: number
  uploadLimitMb: number
  /** Longest list a public form may post: a quote's product lines or a trial's rows. */
  publicMaxList: number
  /** Longest list an admin form may post: a product's price ranges. */
  adminMaxList: number
}
/** Fields of one form post (Django's DATA_UPLOAD_MAX_NUMBER_FIELDS; the upload parser's own cap). */
export const MAX_FORM_FIELDS = 1000

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** An admin route's path as segments ('products/:id' → ['admin', 'products', ':id']). */
const adminSegments = adminRoutes.map((route) => ({ segments: ['admin', ...route.path.split('/')], upload: 'upload' in route }))

/**
 * Whether `segments` (a path's, without the leading slash) match the route's: a parameter takes
 * any one segment except a word another admin route spells at that place after the same segments
 * ('/admin/products/view' is not the product form of a product 'view'); `:x?` may be left out.
 */
function matchesAdminRoute(route: string[], segments: string[]): boolean {
  const required = route.filter((segment) => !segment.endsWith('?')).length
  if (segments.length < required || segments.length > route.length) return false
  return segments.every((value, index) => {
    const segment = route[index]
    if (!segment.startsWith(':')) return segment === value
    const prefix = route.slice(0, index).join('/')
    return !adminSegments.some((other) => other.segments.slice(0, index).join('/') === prefix && other.segments[index] === value)
  })
}

/** The routes that take files (multipart): the admin's upload pages (site-map.ts) and the admin API's upload endpoints. */
function isUploadPath(path: string): boolean {
  if ((adminApiUploadPaths as readonly string[]).includes(path)) return true
  const segments = path.slice(1).split('/')
  return adminSegments.some((route) => route.upload && matchesAdminRoute(route.segments, segments))
}

/**
 * The path as the router matches it: percent-decoded per segment, lower case (route matching is
 * case-insensitive), repeated and trailing slashes dropped, and a data request's `.data` suffix
 * removed (`/en/rfq.data` is the action of `/en/rfq`, `/_root.data` the one of `/`).
 * Returns null when the path cannot be decoded.
 */
export function routePath(rawPathname: string): string | null {
  let decoded: string
  try {
    decoded = rawPathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/')
  } catch {
    return null
  }
  let path = decoded.toLowerCase().replace(/\/{2,}/g, '/')
  if (path === '/_root.data') return '/'
  path = path.replace(/\.data$/, '')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path.startsWith('/') ? path : `/${path}`
}

/** Public reads answered anew for each request: the form guard (one per visitor) and the health checks. */
const UNSHARED_PATHS = new Set(['/api/form-guard', '/healthz', '/readyz'])

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The first segment of the buyers' private links ('/requests'). */
const privateLinkRoots = [...new Set(privateLinkPaths.map((pattern) => `/${pattern.split('/')[1]}`))]

const isAdminPath = (path: string) => adminAreas.some((area) => isUnder(path, area))

/** /requests/…, /en/requests/…, /de/requests/… and /api/requests/…: the buyers' private links. */
export const isPrivateLinkPath = (path: string) => {
  const page = isUnder(path, '/api') ? path.slice('/api'.length) : splitLocalePath(path).path
  return privateLinkRoots.some((root) => isUnder(page, root))
}

/** The language of the answers at `path`: the admin's is Turkish, the public API's English, a page's its URL's. */
export function languageOf(path: string): Language {
  if (isAdminPath(path)) return 'tr'
  if (isUnder(path, '/api')) return 'en'
  return splitLocalePath(path).locale
}

/** `path` as returned by `routePath`. */
export function routePolicy(path: string, method: string, limits: Limits): RoutePolicy {
  const api = isUnder(path, '/api')
  const admin = isAdminPath(path)
  const login = path === '/admin/login' || path === '/api/admin/login'
  const upload = method === 'POST' && isUploadPath(path)
  const privateLink = isPrivateLinkPath(path)
  let bodyTypes: BodyType[]
  const takesJson = (adminApiJsonUploadPaths as readonly string[]).includes(path)
  if (upload) bodyTypes = !api ? ['form', 'multipart'] : takesJson ? ['multipart', 'json'] : ['multipart']
  else bodyTypes = api ? ['json'] : ['form', 'multipart']
  const shared =
    (method === 'GET' || method === 'HEAD') &&
    !admin &&
    !privateLink &&
    !isUnder(path, '/uploads') &&
    !isUnder(path, '/assets') &&
    !UNSHARED_PATHS.has(path)
  return {
    api,
    admin,
    shared,
    privateLink,
    login,
    upload,
    language: languageOf(path),
    allow: api ? API_METHODS : PAGE_METHODS,
    bodyTypes,
    uploadLimitBytes: limits.uploadLimitMb * 1024 * 1024,
    bodyLimitBytes: limits.bodyLimitKb * 1024,
    maxListLength: admin ? limits.adminMaxList : limits.publicMaxList,
  }
}

/** The body type of a Content-Type header, or null for any other type. */
export function bodyTypeOf(contentType: string | undefined): BodyType | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded') return 'form'
  if (type === 'multipart/form-data') return 'multipart'
  if (type === 'application/json') return 'json'
  return null
}

/** The boundary parameter of a multipart Content-Type (quoted or not), or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '')
  return match ? (match[1] ?? match[2]) : null
}
