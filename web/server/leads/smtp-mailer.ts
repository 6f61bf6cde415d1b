import nodemailer from 'nodemailer'
import type { SendMail } from './sales-notifier.ts'

/**
 * Sends over SMTP with nodemailer. `smtpUrl` as nodemailer takes it: `smtp://host:port` (plain,
 * STARTTLS when offered), `smtps://user:password@host:465` (TLS); its query may set the
 * timeouts below. The timeouts stop a server that is silent; one that keeps answering a byte
 * at a time is stopped by the caller's `signal`, which closes the connection.
 */
export function smtpMailer(smtpUrl: string): SendMail {
  const url = new URL(smtpUrl)
  // A mail server that does not answer must not hold a send (or a function) for minutes.
  for (const [name, milliseconds] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
    // Closing waits this long for the server's side; one that never closes it is cut.
    ['socketCloseTimeout', '1000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, milliseconds)
  }
  const transport = nodemailer.createTransport(url.href, {
    // Nothing a visitor wrote may make the mail read a file or fetch an address.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return async (mail, signal) => {
    await transport.sendMail({ ...mail, signal })
  }
}
