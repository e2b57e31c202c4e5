/**
 * The buyer's private link to a request: /requests/<token>. The token is 32 random bytes
 * (256 bits, base64url); only its SHA-256 is stored, so the database alone never opens a request.
 * A link is valid for a year and can be revoked by the admin, who can then send a new one.
 * Looking a token up costs the same for a token of the wrong shape, an unknown one, an expired
 * one and a revoked one: each is hashed and looked up the same way, and all answer null.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'

export const LINK_VALID_DAYS = 365
const DAY_MS = 86_400_000

/** A token as we make them: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const newToken = () => randomBytes(32).toString('base64url')

type Db = Pick<Prisma.TransactionClient, 'requestLink'>

/** Makes a new link for a lead; returns the token (shown once: on the notice and in the e-mail). */
export async function createRequestLink(leadId: string, now = new Date(), db: Db = prisma): Promise<string> {
  const token = newToken()
  await db.requestLink.create({
    data: { leadId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_VALID_DAYS * DAY_MS), createdAt: now },
  })
  return token
}

/** The fields of a new link for a nested create; the token goes to the buyer, the hash is stored. */
export function requestLinkData(now = new Date()): { token: string; data: { tokenHash: string; expiresAt: Date; createdAt: Date } } {
  const token = newToken()
  return { token, data: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_VALID_DAYS * DAY_MS), createdAt: now } }
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
export async function revokeRequestLinks(leadId: string, now = new Date()): Promise<number> {
  const { count } = await prisma.requestLink.updateMany({ where: { leadId, revokedAt: null }, data: { revokedAt: now } })
  return count
}

/** A text with every private link's token replaced: what a sent mail's stored copy keeps. */
export const withoutTokens = (text: string) => text.replace(/(\/requests\/)[A-Za-z0-9_-]{43}/g, '$1[…]')
