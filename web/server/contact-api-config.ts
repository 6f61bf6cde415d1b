import { EndpointConfigError } from './endpoint.ts'
import { apiVersion, OFFLINE_PROJECT_ID } from '../src/lib/sanity/env.ts'
import { sanityProject } from '@rehoboth/shared/project'
import { googleCaptchaVerifier, offlineTestSecretVerifier } from './captcha-verifier.ts'
import type { CaptchaVerifier } from './captcha-verifier.ts'

export type SanityWriteTarget = {
  projectId: string
  dataset: string
  apiVersion: string
  /** Server-only token with write access (Editor role or a robot token limited to create). */
  token: string
}

export type ContactApiConfig = {
  sanity: SanityWriteTarget
  verifyCaptcha: CaptchaVerifier
}

export type ServerEnv = Record<string, string | undefined>

/** The offline Sanity API accepts any token; this one only names who wrote. */
export const OFFLINE_WRITE_TOKEN = 'offline-contact-api'

export class ContactApiConfigError extends EndpointConfigError {}

/** Google's public reCAPTCHA v2 test secret: siteverify says yes to every token with it. */
export const RECAPTCHA_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'

function value(env: ServerEnv, ...names: string[]): string | undefined {
  for (const name of names) {
    const found = env[name]?.trim()
    if (found) return found
  }
  return undefined
}

/** The project by the shared offline rule; a malformed id is this endpoint's configuration error. */
function configuredProject(env: ServerEnv) {
  try {
    return sanityProject(env)
  } catch (error) {
    throw new ContactApiConfigError((error as Error).message)
  }
}

/**
 * The contact API's settings from server-side variables, none of which reaches the browser:
 * SANITY_PROJECT_ID (or VITE_SANITY_PROJECT_ID), SANITY_DATASET, SANITY_API_WRITE_TOKEN and
 * RECAPTCHA_SECRET_KEY. Without a project it writes to the offline dataset, and without a secret
 * it then accepts the test key's tokens locally (see offlineTestSecretVerifier).
 */
export function contactApiConfig(env: ServerEnv): ContactApiConfig {
  const { isOffline, projectId, dataset } = configuredProject(env)
  const secret = value(env, 'RECAPTCHA_SECRET_KEY')
  if (isOffline) {
    return {
      sanity: { projectId: OFFLINE_PROJECT_ID, dataset, apiVersion, token: OFFLINE_WRITE_TOKEN },
      verifyCaptcha: secret ? googleCaptchaVerifier(secret) : offlineTestSecretVerifier,
    }
  }
  const token = value(env, 'SANITY_API_WRITE_TOKEN')
  if (!token) {
    throw new ContactApiConfigError(
      'SANITY_API_WRITE_TOKEN is required when a Sanity project is set.',
    )
  }
  if (!secret) {
    throw new ContactApiConfigError(
      'RECAPTCHA_SECRET_KEY is required when a Sanity project is set.',
    )
  }
  if (secret === RECAPTCHA_TEST_SECRET) {
    throw new ContactApiConfigError(
      "RECAPTCHA_SECRET_KEY is Google's public test secret, which accepts every token; " +
        'set the secret of your own reCAPTCHA keys when a Sanity project is set.',
    )
  }
  return {
    sanity: { projectId, dataset, apiVersion, token },
    verifyCaptcha: googleCaptchaVerifier(secret),
  }
}
