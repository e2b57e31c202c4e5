/**
 * Delivers the e-mails waiting in the OutboxEmail table. Each worker leases a batch with
 * FOR UPDATE SKIP LOCKED, so several app instances never send the same mail twice at once; a
 * failed delivery is retried later with growing pauses. Without SMTP_URL nothing is sent: the
 * mails stay in the outbox (and are logged) until a mail server is configured.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { prisma } from './db.server'
import { env } from './env.server'
import { logger } from './logger.server'

const BATCH = 10
const LEASE_MS = 5 * 60_000
const MAX_ATTEMPTS = 10
/** 1 min, 2, 4, … capped at 6 h. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000)

let transporter: Transporter | null | undefined
function mailTransport(): Transporter | null {
  if (transporter === undefined) {
    const url = env().SMTP_URL
    transporter = url
      ? nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
      : null
  }
  return transporter
}

/** For tests and reconfiguration: the next delivery builds a new transport from the environment. */
export function resetMailTransport() {
  transporter = undefined
}

function mailFrom() {
  const e = env()
  return e.MAIL_FROM ?? `"${e.COMPANY_NAME}" <${e.COMPANY_EMAIL}>`
}

/** A file attached to a mail, made when the mail is sent. */
export interface AttachmentFile {
  filename: string
  content: Uint8Array<ArrayBuffer>
  contentType: string
}

/**
 * Makes a stored attachment description (`{ kind, … }`) into its file; null when what it names is
 * gone. Set by the feature that writes such mails (this module knows no features).
 */
export type AttachmentRenderer = (description: { kind: string; versionId: string }) => Promise<AttachmentFile | null>
let attachmentRenderer: AttachmentRenderer | null = null
export function setAttachmentRenderer(renderer: AttachmentRenderer) {
  attachmentRenderer = renderer
}

async function attachmentsOf(descriptions: unknown): Promise<AttachmentFile[]> {
  if (!Array.isArray(descriptions) || descriptions.length === 0) return []
  if (!attachmentRenderer) throw new Error('No renderer for mail attachments is set')
  const files = await Promise.all(descriptions.map((d) => attachmentRenderer?.(d as { kind: string; versionId: string }) ?? null))
  return files.filter((file): file is AttachmentFile => file !== null)
}

/**
 * A mail marked `requestLink` holds a placeholder where its private link goes: this fills it in
 * when the mail is sent (null: the request is gone, the mail is not sent). Set by the feature that
 * owns the links; the stored text never holds the link, before or after sending.
 */
export type LinkFiller = (mail: { leadId: string | null; text: string }) => Promise<string | null>
let linkFiller: LinkFiller | null = null
export function setLinkFiller(filler: LinkFiller) {
  linkFiller = filler
}

/** The text of a stored mail as it goes out. */
export async function textToSend(mail: { leadId: string | null; text: string; requestLink: boolean }): Promise<string | null> {
  if (!mail.requestLink) return mail.text
  if (!linkFiller) throw new Error('No filler for private links is set')
  return linkFiller(mail)
}

let announcedNoSmtp = false
let running: Promise<number> | null = null

let askedAgain = false

/**
 * Sends what is due; returns how many mails were sent. Concurrent calls share one run, and a call
 * that comes while a run is going makes it look once more before it ends: a mail stored after the
 * run's last look would otherwise wait for the next tick of the worker.
 */
export function deliverDueEmails(): Promise<number> {
  if (running) {
    askedAgain = true
    return running
  }
  running = (async () => {
    let sent = 0
    do {
      askedAgain = false
      sent += await deliver()
    } while (askedAgain)
    return sent
  })().finally(() => (running = null))
  return running
}

async function deliver(): Promise<number> {
  const transport = mailTransport()
  if (!transport) {
    if (!announcedNoSmtp) {
      const waiting = await prisma.outboxEmail.count({ where: { status: 'pending' } })
      logger.warn(`SMTP_URL is not set: ${waiting} e-mail(s) wait in the outbox (table OutboxEmail) until it is.`)
      announcedNoSmtp = true
    }
    return 0
  }
  let sent = 0
  while (true) {
    const batch = await prisma.$queryRaw<
      {
        id: string
        to: string[]
        replyTo: string | null
        subject: string
        text: string
        attempts: number
        attachments: unknown
        leadId: string | null
        requestLink: boolean
      }[]
    >`
      UPDATE "OutboxEmail" SET "nextAttemptAt" = now() + ${LEASE_MS} * interval '1 millisecond', "updatedAt" = now()
      WHERE "id" IN (
        SELECT "id" FROM "OutboxEmail"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
        ORDER BY "createdAt" LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING "id", "to", "replyTo", "subject", "text", "attempts", "attachments", "leadId", "requestLink"`
    if (batch.length === 0) return sent
    for (const mail of batch) {
      try {
        const text = await textToSend(mail)
        if (text === null) {
          await prisma.outboxEmail.update({
            where: { id: mail.id },
            data: { status: 'failed', attempts: mail.attempts + 1, lastError: 'The request this mail links to is gone' },
          })
          continue
        }
        await transport.sendMail({
          from: mailFrom(),
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text,
          attachments: (await attachmentsOf(mail.attachments)).map((file) => ({
            filename: file.filename,
            content: Buffer.from(file.content),
            contentType: file.contentType,
          })),
        })
        await prisma.outboxEmail.update({
          where: { id: mail.id },
          data: { status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, lastError: null },
        })
        sent++
      } catch (error) {
        const attempts = mail.attempts + 1
        // The mail's id, never its recipients or text (the server's answer is scrubbed of addresses).
        logger.warn({ err: error, mailId: mail.id, attempts, gaveUp: attempts >= MAX_ATTEMPTS }, 'An e-mail was not sent')
        await prisma.outboxEmail.update({
          where: { id: mail.id },
          data: {
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          },
        })
      }
    }
  }
}

/** Delivers on an interval in the server process (new leads also trigger a delivery at once). */
export function startOutboxWorker(intervalMs = 30_000) {
  const tick = () => void deliverDueEmails().catch((error) => logger.error({ err: error }, 'Outbox delivery failed'))
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
