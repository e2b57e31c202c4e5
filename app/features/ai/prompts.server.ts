/**
 * Every read and write of the AI prompt templates (/admin/ai-prompts and /api/admin/ai-prompts):
 * the HTML actions and the JSON routes call these and only translate the answer.
 *
 * One default per category: every write that can change a category's default takes that
 * category's advisory lock first (several categories in sorted order, so two writes never wait
 * on each other), then clears the others in the same transaction. Two concurrent calls therefore
 * run one after the other and can never leave two defaults.
 */

import type { Prisma } from '~/generated/prisma/client'
import { prisma, WRITE_TRANSACTION } from '~/lib/db.server'
import { ApiError } from '~/lib/json-api.server'
import { isOneOf } from '~/lib/one-of'
import { isUuid } from '~/lib/uuid'
import { seedAiPrompts } from '../../../prisma/seed-data/ai-prompts'
import { type AiPromptInput, promptCategories } from './schemas'

export const PROMPT_NOT_FOUND = 'Prompt bulunamadı'

/** A write that found no such prompt. */
export class AiPromptNotFoundError extends Error {
  status = 404 as const
  constructor() {
    super(PROMPT_NOT_FOUND)
  }
}

/** For the JSON routes: the refusal as an API error. */
export function toApiError(error: unknown): unknown {
  return error instanceof AiPromptNotFoundError ? new ApiError(404, error.message) : error
}

export const aiPromptSelect = {
  id: true,
  name: true,
  description: true,
  prompt: true,
  category: true,
  isActive: true,
  isDefault: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.AiPromptSelect
export type AiPrompt = Prisma.AiPromptGetPayload<{ select: typeof aiPromptSelect }>

type Tx = Prisma.TransactionClient
const LOCK_NAMESPACE = 'ai-prompt-category'

/** Holds the categories' locks until the transaction ends. */
async function lockCategories(tx: Tx, categories: string[]) {
  for (const category of [...new Set(categories)].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${LOCK_NAMESPACE}), hashtext(${category}))`
  }
}

const RETRY = Symbol('retry')

/**
 * Runs `write` in a transaction holding the locks of the prompt's category (and of `also`), then
 * the prompt's row. Categories are always locked before rows, so writers never wait on each
 * other in a circle. Should the prompt move to another category between the first read and the
 * lock, the transaction is tried again.
 */
async function withPromptLocked<T>(id: string, also: string[], write: (tx: Tx) => Promise<T>): Promise<T> {
  if (!isUuid(id)) throw new AiPromptNotFoundError()
  for (let attempt = 1; ; attempt++) {
    const result = await prisma.$transaction(async (tx) => {
      const seen = await tx.aiPrompt.findUnique({ where: { id }, select: { category: true } })
      if (!seen) throw new AiPromptNotFoundError()
      await lockCategories(tx, [seen.category, ...also])
      const [current] = await tx.$queryRaw<{ category: string }[]>`SELECT category FROM "AiPrompt" WHERE id = ${id} FOR UPDATE`
      if (!current) throw new AiPromptNotFoundError()
      if (current.category !== seen.category) return RETRY
      return { value: await write(tx) }
    }, WRITE_TRANSACTION)
    if (result !== RETRY) return result.value
    if (attempt >= 3) throw new Error(`AI prompt ${id} keeps changing its category`)
  }
}

async function clearDefault(tx: Tx, category: string, except?: string) {
  await tx.aiPrompt.updateMany({
    where: { category, isDefault: true, ...(except ? { id: { not: except } } : {}) },
    data: { isDefault: false },
  })
}

/** The prompts (of one category when given): by category, the default first, then oldest first. */
export function listAiPrompts(category?: string | null): Promise<AiPrompt[]> {
  return prisma.aiPrompt.findMany({
    where: category ? { category } : {},
    orderBy: [{ category: 'asc' }, { isDefault: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: aiPromptSelect,
  })
}

export function getAiPrompt(id: string): Promise<AiPrompt | null> {
  if (!isUuid(id)) return Promise.resolve(null)
  return prisma.aiPrompt.findUnique({ where: { id }, select: aiPromptSelect })
}

/** The filter's categories: the known ones, then any other found in the data, with their counts. */
export async function promptCategoryCounts(): Promise<{ category: string; count: number }[]> {
  const groups = await prisma.aiPrompt.groupBy({ by: ['category'], _count: { _all: true }, orderBy: { category: 'asc' } })
  const counts = new Map(groups.map((group) => [group.category, group._count._all]))
  const others = groups.map((group) => group.category).filter((category) => !isOneOf(promptCategories, category))
  return [...promptCategories, ...others].map((category) => ({ category, count: counts.get(category) ?? 0 }))
}

export function createAiPrompt(input: AiPromptInput): Promise<AiPrompt> {
  return prisma.$transaction(async (tx) => {
    if (input.isDefault) {
      await lockCategories(tx, [input.category])
      await clearDefault(tx, input.category)
    }
    return tx.aiPrompt.create({ data: input, select: aiPromptSelect })
  }, WRITE_TRANSACTION)
}

/** A full update; saved as default, it takes the default from the others of its category. */
export function updateAiPrompt(id: string, input: AiPromptInput): Promise<AiPrompt> {
  return withPromptLocked(id, [input.category], async (tx) => {
    if (input.isDefault) await clearDefault(tx, input.category, id)
    return tx.aiPrompt.update({ where: { id }, data: input, select: aiPromptSelect })
  })
}

export async function deleteAiPrompt(id: string): Promise<void> {
  const { count } = isUuid(id) ? await prisma.aiPrompt.deleteMany({ where: { id } }) : { count: 0 }
  if (!count) throw new AiPromptNotFoundError()
}

/** Makes the prompt its category's only default. */
export function setDefaultAiPrompt(id: string): Promise<AiPrompt> {
  return withPromptLocked(id, [], async (tx) => {
    const { category } = await tx.aiPrompt.findUniqueOrThrow({ where: { id }, select: { category: true } })
    await clearDefault(tx, category, id)
    return tx.aiPrompt.update({ where: { id }, data: { isDefault: true }, select: aiPromptSelect })
  })
}

/**
 * Adds the ready-made prompts that are missing (by name). Run twice, or twice at once, it adds
 * nothing more (all hold the same category locks, so they run one after the other). A ready-made default stays a default only where its category has none yet.
 */
export async function initializeAiPrompts(): Promise<{ message: string; created: number }> {
  const created = await prisma.$transaction(async (tx) => {
    await lockCategories(
      tx,
      seedAiPrompts.map((seed) => seed.category),
    )
    const existing = await tx.aiPrompt.findMany({ select: { name: true, category: true, isDefault: true } })
    const names = new Set(existing.map((row) => row.name))
    const withDefault = new Set(existing.filter((row) => row.isDefault).map((row) => row.category))
    const missing = seedAiPrompts.filter((seed) => !names.has(seed.name))
    const data = missing.map((seed) => {
      const isDefault = seed.isDefault && !withDefault.has(seed.category)
      if (isDefault) withDefault.add(seed.category)
      return { ...seed, isDefault }
    })
    if (data.length) await tx.aiPrompt.createMany({ data })
    return data.length
  }, WRITE_TRANSACTION)
  return { message: initializeMessage(created), created }
}

export function initializeMessage(created: number): string {
  return created > 0 ? `${created} adet doğal prompt başarıyla eklendi.` : 'Doğal promptların hepsi zaten mevcut; yeni prompt eklenmedi.'
}
