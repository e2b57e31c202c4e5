/**
 * The one way the app talks to an AI provider: the `openai` SDK against OPENAI_BASE_URL (OpenAI or
 * any compatible server). Every call is logged in AiCall (kind, model, tokens, duration, outcome),
 * and every failure becomes an AiError whose message is a short Turkish reason for the admin.
 */
import OpenAI from 'openai'
import type { z } from 'zod'
import { prisma } from '~/lib/db.server'
import { currentEnv } from '~/lib/env.server'
import { logger } from '~/lib/logger.server'
import { fetchPublicHttps, PublicFetchError, type PublicFetchRefusal } from '~/lib/net/fetch-public.server'
import { jsonSchemaOf, schemaProblems } from './content'

export type AiKind = 'product-content' | 'seo' | 'blog-article' | 'blog-topics' | 'blog-image' | 'quote-translation' | 'page-translation'

export class AiError extends Error {
  constructor(
    /** 503 not configured, 502 provider refused or failed, 504 timeout, 422 answer broke the schema. */
    public status: 502 | 503 | 504 | 422,
    message: string,
  ) {
    super(message)
  }
}

export const AI_NOT_CONFIGURED = 'AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).'

interface AiConfig {
  apiKey: string
  baseURL?: string
  model: string
  imageModel: string
  timeout: number
  maxRetries: number
}

/** Read on every call (not cached), so a key added to the environment needs no code change. */
function aiConfig(): AiConfig | null {
  const env = currentEnv()
  if (!env.OPENAI_API_KEY) return null
  return {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    imageModel: env.OPENAI_IMAGE_MODEL,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
  }
}

export function aiConfigured(): boolean {
  return aiConfig() !== null
}

function clientFor(config: AiConfig) {
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeout, maxRetries: config.maxRetries })
}

/** The provider's failure as a short Turkish reason. */
function providerError(error: unknown): AiError {
  if (error instanceof AiError) return error
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiError(504, 'AI servisi zamanında yanıt vermedi (zaman aşımı).')
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiError(502, `AI servisi anahtarı reddetti (${error.status}).`)
  }
  if (error instanceof OpenAI.RateLimitError)
    return new AiError(502, 'AI servisi istek sınırına ulaşıldı (429); biraz sonra tekrar deneyin.')
  if (error instanceof OpenAI.APIConnectionError) return new AiError(502, 'AI servisine bağlanılamadı.')
  if (error instanceof OpenAI.APIError) return new AiError(502, `AI servisi hata verdi (${error.status ?? 'bilinmiyor'}).`)
  return new AiError(502, 'AI servisi beklenmeyen bir hata verdi.')
}

async function logCall(entry: {
  kind: AiKind
  model: string
  startedAt: number
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null
  error?: AiError
}) {
  try {
    await prisma.aiCall.create({
      data: {
        kind: entry.kind,
        model: entry.model,
        promptTokens: entry.usage?.prompt_tokens ?? null,
        completionTokens: entry.usage?.completion_tokens ?? null,
        durationMs: Math.round(performance.now() - entry.startedAt),
        outcome: entry.error ? 'error' : 'ok',
        error: entry.error?.message ?? null,
      },
    })
  } catch (error) {
    // The log must never turn a good answer into a failure.
    logger.error({ err: error }, 'Could not record the AI call')
  }
}

function requireConfig(): AiConfig {
  const config = aiConfig()
  if (!config) throw new AiError(503, AI_NOT_CONFIGURED)
  return config
}

/**
 * One chat completion with a JSON-schema structured output; the answer is parsed and validated with
 * `schema`. Throws AiError for every failure (nothing half-valid is returned).
 */
export async function completeJson<S extends z.ZodType>(
  kind: AiKind,
  schema: S,
  messages: { system: string; user: string },
): Promise<z.infer<S>> {
  const config = requireConfig()
  const startedAt = performance.now()
  let usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined
  try {
    const completion = await clientFor(config).chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: messages.system },
        { role: 'user', content: messages.user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: kind.replace(/-/g, '_'), strict: true, schema: jsonSchemaOf(schema) } },
    })
    usage = completion.usage
    const content = completion.choices[0]?.message?.content
    if (!content) throw new AiError(422, 'AI boş yanıt verdi.')
    let parsed: unknown
    try {
      parsed = JSON.parse(content)
    } catch {
      throw new AiError(422, 'AI yanıtı geçerli JSON değil.')
    }
    const result = schema.safeParse(parsed)
    if (!result.success) throw new AiError(422, `AI yanıtı beklenen biçimde değil: ${schemaProblems(result.error)}`)
    await logCall({ kind, model: config.model, startedAt, usage })
    return result.data
  } catch (error) {
    const aiError = providerError(error)
    if (!(error instanceof AiError)) logger.error({ err: error }, `AI ${kind} failed`)
    await logCall({ kind, model: config.model, startedAt, usage, error: aiError })
    throw aiError
  }
}

const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** Why a provider-given image URL gave no image: status and short Turkish reason (422: the answer is unusable). */
const DOWNLOAD_REFUSALS: Record<PublicFetchRefusal, [AiError['status'], string]> = {
  'invalid-url': [422, 'AI görsel adresi geçersiz.'],
  'not-https': [422, 'AI görsel adresi https değil.'],
  'not-public': [422, 'AI görsel adresine erişilmesine izin verilmiyor.'],
  unresolvable: [422, 'AI görsel adresine erişilmesine izin verilmiyor (alan adı çözülemedi).'],
  redirect: [422, 'AI görsel adresi yönlendirme yaptı; yönlendirmeler izlenmez.'],
  'too-large': [422, 'AI görseli 10 MB sınırını aşıyor.'],
  timeout: [504, 'AI görseli zamanında indirilemedi (zaman aşımı).'],
  failed: [502, 'AI görseli indirilemedi.'],
}

/**
 * An image the provider answered with a URL. The provider's answer decides the URL, so it is not
 * trusted: fetched with fetchPublicHttps (https only, public addresses only, connected to the
 * address that was checked, no redirects, at most 10 MB).
 */
async function downloadImage(url: string, timeout: number): Promise<Uint8Array | null> {
  try {
    const { status, bytes } = await fetchPublicHttps(url, { timeoutMs: timeout, maxBytes: MAX_IMAGE_BYTES })
    return status >= 200 && status < 300 ? bytes : null
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error
    logger.warn({ err: error, reason: error.reason }, 'AI image URL not fetched')
    throw new AiError(...DOWNLOAD_REFUSALS[error.reason])
  }
}

/** One image from the images API, as bytes (base64 answer; a URL answer is fetched). */
export async function generateImage(kind: AiKind, prompt: string): Promise<Uint8Array> {
  const config = requireConfig()
  const startedAt = performance.now()
  try {
    const response = await clientFor(config).images.generate({ model: config.imageModel, prompt, n: 1, size: '1536x1024' })
    const image = response.data?.[0]
    let bytes: Uint8Array | null = null
    if (image?.b64_json) bytes = new Uint8Array(Buffer.from(image.b64_json, 'base64'))
    else if (image?.url) bytes = await downloadImage(image.url, config.timeout)
    if (!bytes || bytes.length === 0) throw new AiError(422, 'AI görsel döndürmedi.')
    const usage = response.usage ? { prompt_tokens: response.usage.input_tokens, completion_tokens: response.usage.output_tokens } : null
    await logCall({ kind, model: config.imageModel, startedAt, usage })
    return bytes
  } catch (error) {
    const aiError = providerError(error)
    await logCall({ kind, model: config.imageModel, startedAt, error: aiError })
    throw aiError
  }
}
