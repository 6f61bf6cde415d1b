/** Whether a reCAPTCHA token is genuine; 'unavailable' when the check itself could not be made. */
export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable'

export type CaptchaVerifier = (
  token: string,
  clientIp: string | undefined,
) => Promise<CaptchaVerdict>

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** Asks Google's siteverify about the token, as reCAPTCHA v2 requires, with the server's secret. */
export function googleCaptchaVerifier(
  secret: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): CaptchaVerifier {
  return async (token, clientIp) => {
    const form = new URLSearchParams({ secret, response: token })
    if (clientIp) form.set('remoteip', clientIp)
    try {
      const response = await fetchImpl(SITEVERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(8000),
      })
      if (!response.ok) return 'unavailable'
      const verdict = (await response.json()) as { success?: unknown }
      return verdict.success === true ? 'passed' : 'failed'
    } catch {
      return 'unavailable'
    }
  }
}

/**
 * Offline only (no Sanity project and no RECAPTCHA_SECRET_KEY): answers what Google's siteverify
 * answers for its public test secret, which is success for any token the test site key's widget
 * gives, without calling Google. A deployment with a Sanity project must set a real secret.
 */
export const offlineTestSecretVerifier: CaptchaVerifier = async (token) =>
  token.trim() ? 'passed' : 'failed'
