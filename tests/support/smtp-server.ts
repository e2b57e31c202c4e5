/** A real SMTP server process for the e-mail tests: it accepts every mail and keeps it (parsed with mailparser). */
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface ReceivedMail {
  to: string[]
  /** The Reply-To addresses, if any. */
  replyTo: string[]
  subject: string
  text: string
  attachments: ReceivedAttachment[]
}

export interface TestSmtp {
  port: number
  messages: ReceivedMail[]
  stop(): Promise<void>
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            replyTo: (mail.replyTo?.value ?? []).map((r) => r.address ?? ''),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').replace(/\r\n/g, '\n').trim(),
            attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
