import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import { z } from 'zod'
import { httpsAddress } from './https-address'

const optionalText = z.string().trim().min(1).optional().catch(undefined)
/** A public profile page: https only (it is linked from every page). */
const profileUrl = httpsAddress('must be an https:// address').optional()

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Log lines at this level and above are written (`silent`: none). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json`: one JSON object per line; `pretty`: readable lines (needs the pino-pretty development
   * package; JSON without it). Unset: JSON in production, readable elsewhere.
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: an embedded PostgreSQL is started (see scripts/lib/database.ts). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection URL')
    .optional(),
  /** Where the embedded PostgreSQL keeps its data (default .data/postgres-<major>); `EMBEDDED_PG=off` forbids it. */
  EMBEDDED_PG_DIR: optionalText,
  EMBEDDED_PG: z.enum(['on', 'off']).default('on'),
  /** Public origin used for canonical and hreflang links, e.g. https://www.example.com. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  COMPANY_NAME: z.string().min(1).default('Aydın Kuru İncir'),
  COMPANY_PHONE: z.string().min(5).default('+90 256 000 00 00'),
  COMPANY_EMAIL: z.email().default('sales@example.com'),
  COMPANY_ADDRESS: z.string().min(5).default('Köşk, Aydın, Türkiye'),
  /** The company's legal identity on the seller page (Impressum); each shown when set. Legal name default: COMPANY_NAME. */
  LEGAL_NAME: optionalText,
  TAX_OFFICE: optionalText,
  TAX_NUMBER: optionalText,
  TRADE_REGISTRY_NUMBER: optionalText,
  RESPONSIBLE_PERSON: optionalText,
  /** Messaging-app number in international format, digits only. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'digits only, with country code')
    .default('905000000000'),
  /** The company's social profiles: each set one is linked in the footer and named in the organisation's JSON-LD (sameAs). */
  SOCIAL_INSTAGRAM: profileUrl,
  SOCIAL_FACEBOOK: profileUrl,
  SOCIAL_LINKEDIN: profileUrl,
  SOCIAL_YOUTUBE: profileUrl,
  SOCIAL_X: profileUrl,
  MAP_EMBED_URL: optionalText,
  /** Signs form tokens and admin cookies; required when several instances serve the site. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Outgoing mail server, e.g. smtp://user:pass@mail.example.com:587 (unset: mails wait in the outbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: optionalText,
  /** Comma-separated recipients of new-lead notifications (default: COMPANY_EMAIL). */
  SALES_EMAILS: optionalText,
  /** Admin login attempts per IP address in 15 minutes (per address and e-mail: 5). */
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(20),
  /** Form posts allowed per IP in 10 minutes, per form. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).optional(),
  /** Express "trust proxy" setting when behind a reverse proxy (e.g. 1, or loopback). */
  TRUST_PROXY: optionalText,
  /**
   * Host names (comma-separated, optional :port) the site answers besides SITE_URL's host; any
   * other Host header gets 400. Default: localhost, 127.0.0.1 and [::1].
   */
  ALLOWED_HOSTS: z.string().default('localhost,127.0.0.1,[::1]'),
  /** An admin session ends after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** An admin session ends this many hours after login, however active. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Largest body of a form or JSON post, in kB (413 beyond). */
  BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(64),
  /** Largest body of a multipart upload (admin upload routes only), in MB (413 beyond). */
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(1024).default(60),
  /** AI writing: unset key → every AI button is disabled and says why, the AI API answers 'AI yapılandırılmamış'. Any OpenAI-compatible server. */
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  /** Per request, milliseconds (models can take a minute for a long article). */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Server processes sharing PORT (one per CPU core uses every core, up to 16: each holds database connections); 1 serves from the main process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** The in-memory cache of anonymous public pages: `off` renders every request. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** A cached page is rendered again after this many seconds even when no content changed (dates on pages). */
  PAGE_CACHE_MAX_AGE_S: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Memory for cached pages (all encodings), in MB; the least recently used pages go first. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** How often each instance also reads the content version (when a change announcement was missed), ms. */
  PAGE_CACHE_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** Cache-Control of anonymous public pages and public API reads (a CDN in front keeps them this long). */
  PUBLIC_CACHE_CONTROL: z
    .string()
    .regex(/^[\w\-=, ]{1,200}$/, 'must be a Cache-Control value such as "public, max-age=0, s-maxage=60"')
    .default('public, max-age=0, s-maxage=60, stale-while-revalidate=600'),
  /**
   * The seller's bank account on proforma invoices. An IBAN (spaces allowed) must pass its check
   * digits, a SWIFT/BIC code its format. Unset outside production: a sample Turkish account.
   */
  BANK_IBAN: z
    .string()
    .transform((value) => electronicFormatIBAN(value) ?? value)
    .refine((value) => isValidIBAN(value), 'must be a valid IBAN (check digits)')
    .optional(),
  BANK_SWIFT: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => isValidBIC(value), 'must be a SWIFT/BIC code of 8 or 11 characters')
    .optional(),
  BANK_NAME: optionalText,
  BANK_ACCOUNT_HOLDER: optionalText,
  /** Days after a proforma's date by which its advance payment is due. */
  ADVANCE_DUE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Days a new quote is valid unless the admin picks another date. */
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Where uploads are kept: the local uploads/ folder (default) or an S3-compatible bucket shared by instances. */
  STORAGE: z.enum(['fs', 's3']).default('fs'),
  /** The folder of the `fs` storage (default: uploads/ in the working directory). */
  UPLOADS_DIR: optionalText,
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
})

export type Env = z.infer<typeof EnvSchema>

/** A sample account for development and tests, so proformas show a complete bank block there. */
const SAMPLE_BANK = { BANK_IBAN: 'TR330006100519786457841326', BANK_SWIFT: 'TCZBTR2A', BANK_NAME: 'Örnek Bankası, Aydın Şubesi' }

/** Validates configuration; throws one readable message listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = EnvSchema.safeParse(cleaned)
  if (result.success) {
    const bank: Partial<typeof SAMPLE_BANK> = result.data.NODE_ENV === 'production' ? {} : SAMPLE_BANK
    return {
      ...result.data,
      BANK_IBAN: result.data.BANK_IBAN ?? bank.BANK_IBAN,
      BANK_SWIFT: result.data.BANK_SWIFT ?? bank.BANK_SWIFT,
      BANK_NAME: result.data.BANK_NAME ?? bank.BANK_NAME,
    }
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid configuration (environment variables):\n${lines.join('\n')}`)
}

const LoggingEnvSchema = z.object({
  NODE_ENV: EnvSchema.shape.NODE_ENV.catch('development'),
  LOG_LEVEL: EnvSchema.shape.LOG_LEVEL.catch('info'),
  LOG_FORMAT: EnvSchema.shape.LOG_FORMAT.catch(undefined),
})

export type LoggingEnv = z.infer<typeof LoggingEnvSchema>

/**
 * The logger's settings alone, an invalid one replaced by its default: the logger has to work
 * while another setting is wrong (to report it); parseEnv still refuses the invalid value.
 */
export function loggingEnv(source: Record<string, string | undefined> = process.env): LoggingEnv {
  return LoggingEnvSchema.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')))
}

let cached: Env | undefined
/** The configuration, validated once per process on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/**
 * The configuration validated again at each call, for a setting that may change while the process
 * runs (the AI key: adding it turns the AI buttons on without a restart).
 */
export function currentEnv(): Env {
  return parseEnv(process.env)
}
