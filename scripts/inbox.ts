/**
 * `npm start`'s local inbox (see scripts/dev/local-inbox.ts): SMTP on INBOX_SMTP_PORT, the page
 * on INBOX_WEB_PORT, the mail kept in INBOX_MAIL_DIRECTORY. Started by scripts/start.ts.
 */
import { startLocalInbox } from './dev/local-inbox.ts'

function setting(name: string): string {
  const value = process.env[name]?.trim()
  if (!value) {
    console.error(`${name} is not set; npm start sets it.`)
    process.exit(1)
  }
  return value
}

const inbox = await startLocalInbox({
  smtpPort: Number(setting('INBOX_SMTP_PORT')),
  webPort: Number(setting('INBOX_WEB_PORT')),
  mailDirectory: setting('INBOX_MAIL_DIRECTORY'),
})
console.log(`Local inbox ready; its mail is kept in ${setting('INBOX_MAIL_DIRECTORY')}`)

const stop = () => void inbox.stop().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
