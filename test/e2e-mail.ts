/**
 * Where the e2e preview servers e-mail sales (SMTP_URL): an SMTP server that the mail specs start
 * in their own process (web/server/testing/smtp-inbox.ts) on these ports, beside the run's `port`.
 * While no spec listens, sends fail and are recorded as «envío fallido», as with a mail server down.
 */
export function e2eMailPorts(port: number) {
  return { site: port + 10, studioSite: port + 11 }
}

export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}`
