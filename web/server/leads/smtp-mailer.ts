import nodemailer from 'nodemailer'
import type { SendMail } from './sales-notifier.ts'

/**
 * Sends over SMTP with nodemailer. `smtpUrl` as nodemailer takes it: `smtp://host:port` (plain,
 * STARTTLS when offered), `smtps://user:password@host:465` (TLS).
 */
export function smtpMailer(smtpUrl: string): SendMail {
  const url = new URL(smtpUrl)
  // A mail server that does not answer must not hold a send (or a function) for minutes.
  for (const [name, milliseconds] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, milliseconds)
  }
  const transport = nodemailer.createTransport(url.href, {
    // Nothing a visitor wrote may make the mail read a file or fetch an address.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return async (mail) => {
    await transport.sendMail(mail)
  }
}
