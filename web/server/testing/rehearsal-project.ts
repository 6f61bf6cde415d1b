import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { createContentLake, type ContentLakeOptions } from '@rehoboth/content-lake'
import { buildDataset } from '@rehoboth/seed/build-dataset'
import { SITEVERIFY_URL } from '../captcha-verifier.ts'
import type { ServerEnv } from '../contact-api-config.ts'

/**
 * A deployment with a Sanity project, rehearsed on this machine: the project's variables with
 * fresh random secrets, Sanity's API for it as the local Content Lake that knows only the
 * project's tokens (each with its role, as sanity.io/manage gives them), and Google's siteverify.
 */

export const REHEARSAL_PROJECT_ID = 'rehearsal1'
export const REHEARSAL_DATASET = 'production'
export const REHEARSAL_API = `https://${REHEARSAL_PROJECT_ID}.api.sanity.io`
export const REHEARSAL_CDN_API = `https://${REHEARSAL_PROJECT_ID}.apicdn.sanity.io`
export const REHEARSAL_SITE_URL = 'https://www.rehoboth.example'
export const REHEARSAL_STUDIO_URL = 'https://rehoboth.sanity.studio'
/** The answer of a reCAPTCHA challenge a visitor solved: the one token siteverify accepts. */
export const SOLVED_CAPTCHA = 'respuesta-de-un-reto-resuelto'

/** Who each token acts as: the authors the lake records. */
export const REHEARSAL_USERS = {
  contactForm: 'pContactFormRobot',
  sitePreview: 'pSitePreviewRobot',
  editor: 'pMarketingEditor',
} as const

export type RehearsalSecrets = {
  /** The contact function's token: a robot with the Editor role. */
  writeToken: string
  /** The preview function's token: a robot with the Viewer role. */
  readToken: string
  /** An editor's session in the Studio (Editor role), as the Studio sends it. */
  editorToken: string
  previewSecret: string
  captchaSecret: string
}

const random = () => randomBytes(24).toString('base64url')

/** Fresh secrets, random and as long as a deployment's (the preview secret's 32 characters). */
export function rehearsalSecrets(): RehearsalSecrets {
  return {
    writeToken: `sk-write-${random()}`,
    readToken: `sk-read-${random()}`,
    editorToken: `sk-session-${random()}`,
    previewSecret: random(),
    captchaSecret: `6L-rehearsal-${random()}`,
  }
}

/** The server-side variables a deployment sets (Netlify's site settings). */
export function rehearsalEnv(secrets: RehearsalSecrets, extra: ServerEnv = {}): ServerEnv {
  return {
    SANITY_PROJECT_ID: REHEARSAL_PROJECT_ID,
    SANITY_DATASET: REHEARSAL_DATASET,
    SANITY_API_WRITE_TOKEN: secrets.writeToken,
    SANITY_API_READ_TOKEN: secrets.readToken,
    SANITY_PREVIEW_SECRET: secrets.previewSecret,
    RECAPTCHA_SECRET_KEY: secrets.captchaSecret,
    SITE_URL: REHEARSAL_SITE_URL,
    STUDIO_URL: REHEARSAL_STUDIO_URL,
    ...extra,
  }
}

const mediaDir = fileURLToPath(new URL('../../../seed/media', import.meta.url))

/** The lake serving the project: the seed content, the project's tokens only, writes in storeDir. */
export function rehearsalLakeOptions(
  secrets: Pick<RehearsalSecrets, 'writeToken' | 'readToken' | 'editorToken'>,
  storeDir: string,
): ContentLakeOptions {
  const project = { projectId: REHEARSAL_PROJECT_ID, dataset: REHEARSAL_DATASET }
  return {
    ...project,
    seedDocuments: buildDataset(project),
    mediaDir,
    storeDir,
    tokens: [
      { token: secrets.writeToken, role: 'editor', userId: REHEARSAL_USERS.contactForm },
      { token: secrets.readToken, role: 'viewer', userId: REHEARSAL_USERS.sitePreview },
      { token: secrets.editorToken, role: 'editor', userId: REHEARSAL_USERS.editor },
    ],
  }
}

/** Sanity's API for the project, as msw handlers. */
export function rehearsalSanity(secrets: RehearsalSecrets, storeDir: string): HttpHandler[] {
  return createContentLake(rehearsalLakeOptions(secrets, storeDir)).handlers
}

/** Google's siteverify: success only for the deployment's secret and a solved challenge. */
export function rehearsalSiteverify(secrets: RehearsalSecrets): HttpHandler {
  return http.post(SITEVERIFY_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    const success =
      form.get('secret') === secrets.captchaSecret && form.get('response') === SOLVED_CAPTCHA
    return HttpResponse.json(
      success
        ? { success, challenge_ts: new Date().toISOString(), hostname: 'www.rehoboth.example' }
        : { success, 'error-codes': ['invalid-input-response'] },
    )
  })
}
