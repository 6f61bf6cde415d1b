import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { OFFLINE_WRITE_TOKEN } from '../server/contact-api-config.ts'
import { OFFLINE_PREVIEW_SECRET, OFFLINE_READ_TOKEN } from '../server/preview/preview-config.ts'

// Google's public test secret: the secret the offline contact API stands in for.
const RECAPTCHA_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'
const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4SSDQTAAAAAE1e6qfb3Gkbtrc4'
const clientDirectory = path.resolve('web/dist/client')

async function builtFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

test('the built site holds the public site key but no secret and no write or read token', async () => {
  const secrets = [
    RECAPTCHA_TEST_SECRET,
    OFFLINE_WRITE_TOKEN,
    process.env.RECAPTCHA_SECRET_KEY,
    process.env.SANITY_API_WRITE_TOKEN,
    process.env.SANITY_AUTH_TOKEN,
    OFFLINE_READ_TOKEN,
    OFFLINE_PREVIEW_SECRET,
    process.env.SANITY_API_READ_TOKEN,
    process.env.SANITY_PREVIEW_SECRET,
  ].filter((secret): secret is string => Boolean(secret?.trim()))

  const files = await builtFiles(clientDirectory)
  expect(files.length).toBeGreaterThan(10)
  let siteKeySeen = false
  for (const file of files) {
    const text = (await readFile(file)).toString('latin1')
    siteKeySeen ||= text.includes(process.env.VITE_RECAPTCHA_SITE_KEY || RECAPTCHA_TEST_SITE_KEY)
    for (const secret of secrets) {
      expect(text.includes(secret), `${path.relative(clientDirectory, file)} holds a secret`).toBe(
        false,
      )
    }
  }
  // The search itself works: the public key the browser needs is found in the same files.
  expect(siteKeySeen).toBe(true)
})
