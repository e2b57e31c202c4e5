/** This month's AI calls (the AiCall log the AI module writes), for the prompts page. */
import { calendarMonth } from '~/lib/dates'
import { prisma } from '~/lib/db.server'

export const RECENT_AI_CALLS = 10

/** Calls and tokens of the current calendar month in Istanbul, and the last calls of any month. */
export async function aiUsageSummary(now = new Date()) {
  const month = calendarMonth(now)
  const where = { createdAt: { gte: month.start, lt: month.end } }
  const [calls, failed, sums, recent] = await Promise.all([
    prisma.aiCall.count({ where }),
    prisma.aiCall.count({ where: { ...where, outcome: 'error' } }),
    prisma.aiCall.aggregate({ where, _sum: { promptTokens: true, completionTokens: true } }),
    prisma.aiCall.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: RECENT_AI_CALLS,
      select: {
        id: true,
        kind: true,
        model: true,
        promptTokens: true,
        completionTokens: true,
        durationMs: true,
        outcome: true,
        error: true,
        createdAt: true,
      },
    }),
  ])
  return {
    month: month.label,
    calls,
    failed,
    promptTokens: sums._sum.promptTokens ?? 0,
    completionTokens: sums._sum.completionTokens ?? 0,
    recent,
  }
}
export type AiUsageSummary = Awaited<ReturnType<typeof aiUsageSummary>>
