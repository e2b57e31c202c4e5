/**
 * Which AI prompt template a writer uses: the admin's templates (AiPrompt) of the writer's category,
 * the default first, and among them one that uses the writer's main variable (the SEO and the
 * product templates share the category content-optimization). Without a usable template in the
 * database the ready-made one is used, so a deleted prompt never breaks a button.
 */

import { siteFacts } from '~/features/content/page-content.server'
import { placeFacts } from '~/features/content/site-facts'
import { prisma } from '~/lib/db.server'
import { seedAiPrompts } from '../../../prisma/seed-data/ai-prompts'
import type { AiKind } from './client.server'
import { fillTemplate, templateVariables } from './prompt-template'

/** The writers with an admin-editable prompt (the translations of a quote and of a page have a fixed instruction). */
type TemplatedKind = Exclude<AiKind, 'quote-translation' | 'page-translation'>

const sources: Record<TemplatedKind, { category: string; variable: string }> = {
  'product-content': { category: 'content-optimization', variable: 'productName' },
  seo: { category: 'content-optimization', variable: 'page' },
  'blog-article': { category: 'blog-writing', variable: 'topic' },
  'blog-topics': { category: 'blog-topics', variable: 'count' },
  'blog-image': { category: 'blog-image', variable: 'title' },
}

function readyMade(kind: TemplatedKind): string {
  const { category, variable } = sources[kind]
  const seed = seedAiPrompts.find((p) => p.category === category && templateVariables(p.prompt).includes(variable))
  if (!seed) throw new Error(`No ready-made prompt for ${kind}`)
  return seed.prompt
}

/** The template text for `kind` with `values` filled in. */
export async function promptFor(kind: TemplatedKind, values: Record<string, string>): Promise<string> {
  const { category, variable } = sources[kind]
  const candidates = await prisma.aiPrompt.findMany({
    where: { category, isActive: true },
    select: { prompt: true },
    orderBy: [{ isDefault: 'desc' }, { updatedAt: 'desc' }],
  })
  const template = candidates.find((c) => templateVariables(c.prompt).includes(variable))?.prompt ?? readyMade(kind)
  // A template states the company's facts with their tokens, as the site's texts do; a value filled in (a post to translate) keeps its own tokens.
  return fillTemplate(placeFacts(template, await siteFacts()), values)
}
