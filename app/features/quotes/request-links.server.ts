/**
 * The buyer's private link to a request: /requests/<token>. A request has one link at a time,
 * its current generation: the token is an HMAC of the lead's id and that generation under a key
 * derived from SESSION_SECRET (43 base64url characters), so every e-mail and every page carries
 * the same link until the admin renews it, which ends every earlier generation. The database keeps
 * only the SHA-256 of each generation's token, and the outbox only a placeholder that the mail
 * worker replaces by the token when the mail is sent: neither holds anything that opens a request.
 * A link is valid for a year after the last mail that carried it and can be revoked by the admin.
 * Looking a token up costs the same for a token of the wrong shape, an unknown one, an expired
 * one and a revoked one: each is hashed and looked up the same way, and all answer null.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { setLinkFiller } from '~/lib/outbox.server'

export const LINK_VALID_DAYS = 365
const DAY_MS = 86_400_000

/** A token as we make them: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * What a stored mail holds where its private link's token goes ('/en/requests/~request-link~'):
 * `~` is no base64url character, so the placeholder is never a token.
 */
export const LINK_PLACEHOLDER = '~request-link~'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A random well-formed token (opens nothing): for tests and the timing of unknown tokens. */
export const newToken = () => randomBytes(32).toString('base64url')

// Without SESSION_SECRET a per-process secret is used: a link made before a restart still opens
// (its hash is stored), and the next mail carries a new generation made with the new secret.
let linkKey: Buffer | undefined
const key = () => {
  linkKey ??= createHmac('sha256', env().SESSION_SECRET ?? randomBytes(32).toString('hex'))
    .update('request-link v1')
    .digest()
  return linkKey
}

/** The token of a lead's link generation: the same for the same lead and generation, under one secret. */
export const linkToken = (leadId: string, generation: number) =>
  createHmac('sha256', key()).update(`${leadId}:${generation}`).digest('base64url')

type Db = Pick<Prisma.TransactionClient, 'requestLink'>

const validUntil = (now: Date) => new Date(now.getTime() + LINK_VALID_DAYS * DAY_MS)

/** The fields of a lead's first link, for a nested create with the lead; the token goes to the buyer. */
export function firstLinkData(leadId: string, now = new Date()) {
  const token = linkToken(leadId, 1)
  return { token, data: { generation: 1, tokenHash: hashToken(token), expiresAt: validUntil(now), createdAt: now } }
}

/** Makes the lead's next link generation (earlier ones stay as they are); returns its token. */
export async function createRequestLink(leadId: string, now = new Date(), db: Db = prisma): Promise<string> {
  const newest = await db.requestLink.findFirst({ where: { leadId }, orderBy: { generation: 'desc' }, select: { generation: true } })
  const generation = (newest?.generation ?? 0) + 1
  const token = linkToken(leadId, generation)
  await db.requestLink.create({ data: { leadId, generation, tokenHash: hashToken(token), expiresAt: validUntil(now), createdAt: now } })
  return token
}

/**
 * The token of the lead's current link, valid for a year from `now` (a mail carrying it keeps it
 * alive). The current link is the newest generation that is not revoked; when there is none, or
 * it was made under another secret, or it has expired, the next generation is made (without
 * ending the others: only the admin's renewal does that). Null when the lead is gone.
 */
export async function currentRequestLink(leadId: string, now = new Date(), db: Db = prisma, retried = false): Promise<string | null> {
  const newest = await db.requestLink.findFirst({
    where: { leadId, revokedAt: null },
    orderBy: { generation: 'desc' },
    select: { id: true, generation: true, tokenHash: true, expiresAt: true },
  })
  if (newest && newest.expiresAt > now) {
    const token = linkToken(leadId, newest.generation)
    if (hashToken(token) === newest.tokenHash) {
      const expiresAt = validUntil(now)
      if (newest.expiresAt < expiresAt) await db.requestLink.update({ where: { id: newest.id }, data: { expiresAt } })
      return token
    }
  }
  try {
    return await createRequestLink(leadId, now, db)
  } catch (error) {
    const code = (error as { code?: string }).code
    // The lead was deleted meanwhile (its links went with it).
    if (code === 'P2003') return null
    // Another process made that generation at the same moment: it is the current link now.
    if (code === 'P2002' && !retried) return currentRequestLink(leadId, now, db, true)
    throw error
  }
}

/** The lead a token opens, or null (wrong shape, unknown, expired or revoked: all alike). */
export async function leadIdOfToken(token: string, now = new Date()): Promise<string | null> {
  // A token of another shape is hashed and looked up too, so it takes as long as an unknown one.
  const hash = hashToken(TOKEN_PATTERN.test(token) ? token : `invalid:${token.slice(0, 100)}`)
  const link = await prisma.requestLink.findUnique({
    where: { tokenHash: hash },
    select: { leadId: true, expiresAt: true, revokedAt: true },
  })
  if (!link || link.revokedAt || link.expiresAt <= now) return null
  return link.leadId
}

/** Revokes every link of a lead (the admin's "new link"); returns how many were active. */
export async function revokeRequestLinks(leadId: string, now = new Date(), db: Db = prisma): Promise<number> {
  const { count } = await db.requestLink.updateMany({ where: { leadId, revokedAt: null }, data: { revokedAt: now } })
  return count
}

/**
 * A stored mail's text as it is sent: the placeholder of the private link replaced by the token of
 * the lead's current link. Null when the lead is gone (the mail then links to nothing).
 */
export async function withRequestLink(mail: { leadId: string | null; text: string }, now = new Date()): Promise<string | null> {
  if (!mail.leadId) return null
  const token = await currentRequestLink(mail.leadId, now)
  return token ? mail.text.replaceAll(LINK_PLACEHOLDER, token) : null
}

// Every process that writes such mails imports this module: its outbox can send them.
setLinkFiller((mail) => withRequestLink(mail))
