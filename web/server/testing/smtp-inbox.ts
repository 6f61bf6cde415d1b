import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * An SMTP server in this process, on loopback, that keeps every message it receives, parsed.
 * `port` 0 takes a free port; `stop()` closes it (and `start()` opens it again on the same port).
 */
export async function startSmtpInbox(port = 0) {
  const received: ParsedMail[] = []
  const waiters: (() => void)[] = []

  const open = async (onPort: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail)
            for (const wake of waiters.splice(0)) wake()
            callback()
          },
          (error: Error) => callback(error),
        )
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(onPort, '127.0.0.1', () => resolve())
    })
    return server
  }

  let server: SMTPServer | undefined = await open(port)
  const boundPort = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    /** Resolves once `count` messages have arrived in all (rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`Expected ${count} messages, got ${received.length}.`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, Math.min(left, 200))
        })
      }
      return received
    },
    async start() {
      server ??= await open(boundPort)
    },
    async stop() {
      const closing = server
      server = undefined
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()))
    },
  }
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>
