/**
 * The site's one logger (pino), shared by the HTTP front (server/) and the app's server code:
 * one JSON object per line (level, time, pid, msg and fields), at LOG_LEVEL and above. Readable
 * lines instead when LOG_FORMAT=pretty, or by default outside production or at a terminal, if
 * pino-pretty (a development package, absent from the production image) can be loaded; JSON otherwise.
 *
 * What a log line may never hold: passwords, tokens, session ids, visitor e-mail addresses.
 * Callers log no such data; as a second line of defence every message, string field and error
 * (message, stack, the driver's details) is scrubbed of secret-looking text (scrubSecrets), and
 * fields named like secrets (password, token, cookie, email…) are replaced wherever they appear.
 *
 * Lines go through process.stdout (synchronous for files, pipes and terminals on Linux): they
 * keep their order with the few plain console lines (the first admin's password, shown once),
 * and none is lost when the process exits right after an error.
 */
import { createRequire } from 'node:module'
import pino, { type DestinationStream, type Logger } from 'pino'
import { type LoggingEnv, loggingEnv } from './env.server'

export type { Logger }

const CENSOR = '[redacted]'

/** Fields whose values never reach a line, where callers would put them (pino's redaction; no wildcards: they cost ~30 µs a line). */
const REDACTED_PATHS = [
  'password',
  'token',
  'secret',
  'cookie',
  'authorization',
  'email',
  'sessionId',
  'databaseUrl',
  'apiKey',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]
/** The same kind of names at any depth, replaced while the fields are scrubbed. */
const SECRET_KEY = /password|passwd|secret|token|cookie|authorization|api[-_]?key|databaseurl|^e-?mail$|^session(?:id)?$/i

/** Text that looks like a secret, and what replaces it. Order matters: credentials before e-mail addresses. */
const SECRET_TEXT: [RegExp, string][] = [
  // The user and password of a connection URL (postgresql://user:pass@host, smtp://…).
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi, `$1${CENSOR}@`],
  // A buyer's private link: /requests/<token>, /en/requests/<token>…
  [/(\/requests\/)(?!:token)[^\s/?#"'<>]+/gi, '$1:token'],
  // name=value or "name": "value" of a password, token, secret, session or API key (queries, cookies, JSON).
  [/\b([\w-]*(?:password|passwd|token|secret|session|api[_-]?key)[\w-]*)(=|["']?\s*:\s*["'])[^\s"'&;,]+/gi, `$1$2${CENSOR}`],
  [/\bBearer\s+[^\s"',;]+/gi, `Bearer ${CENSOR}`],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
]
/** What each rule above needs in the text: most lines (a request's path, a start-up message) have none of it. */
const MAYBE_SECRET = /@|\/requests\/|=|:\s*["']|bearer/i

/** `text` with connection credentials, private-link tokens, secret values and e-mail addresses replaced. */
export function scrubSecrets(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text
  let scrubbed = text
  for (const [pattern, replacement] of SECRET_TEXT) scrubbed = scrubbed.replace(pattern, replacement)
  return scrubbed
}

/** A copy of `value` with every string in it scrubbed and fields named like secrets replaced (a few levels deep). */
function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value)
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1))
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? CENSOR : scrubDeep(item, depth + 1)
  return copy
}

/** pino's error serializer (type, message, stack, cause, own fields such as a driver's `detail`), scrubbed. */
function serializeError(error: unknown): unknown {
  return scrubDeep(error instanceof Error ? pino.stdSerializers.err(error) : error)
}

/** The readable format's writer, or null without pino-pretty (the production image). */
function prettyDestination(): DestinationStream | null {
  let prettyFactory: (options: Record<string, unknown>) => (line: string) => string
  try {
    prettyFactory = createRequire(import.meta.url)('pino-pretty').prettyFactory
  } catch {
    return null
  }
  const prettify = prettyFactory({
    colorize: process.stdout.isTTY === true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid',
  })
  return { write: (line: string) => process.stdout.write(prettify(line)) }
}

/** A logger with the given settings; `destination` for tests (default: standard output). */
export function createLogger(settings: LoggingEnv = loggingEnv(), destination?: DestinationStream): Logger {
  // Readable for a person at a terminal (`npm start`, `npm run dev`); JSON for a log system (a container, a pipe).
  const pretty =
    settings.LOG_FORMAT === 'pretty' ||
    (settings.LOG_FORMAT === undefined && (settings.NODE_ENV !== 'production' || process.stdout.isTTY === true))
  return pino(
    {
      level: settings.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      serializers: { err: serializeError, error: serializeError },
      formatters: {
        // Every field's text (errors are scrubbed by their serializer, which runs after this).
        log: (fields) => {
          const scrubbed: Record<string, unknown> = {}
          for (const [key, value] of Object.entries(fields)) {
            scrubbed[key] = value instanceof Error ? value : SECRET_KEY.test(key) ? CENSOR : scrubDeep(value)
          }
          return scrubbed
        },
      },
      hooks: {
        // The message and its interpolated values.
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = scrubSecrets(args[i] as string)
          return method.apply(this, args)
        },
      },
    },
    destination ?? (pretty ? prettyDestination() : null) ?? process.stdout,
  )
}

/**
 * The process's logger. The server build bundles its own copy of this module next to the one the
 * HTTP front (server/) loads: both use the first logger made in the process.
 */
const LOGGER = Symbol.for('aydin-fig.logger')
const registry = globalThis as { [LOGGER]?: Logger }
registry[LOGGER] ??= createLogger()
export const logger: Logger = registry[LOGGER]
