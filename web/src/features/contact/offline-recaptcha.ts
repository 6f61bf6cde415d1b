import { isOffline, siteBase } from '../../lib/sanity/env.ts'

const OFFLINE_RECAPTCHA_PATH = '__offline-recaptcha/api.js'

/**
 * Offline with Google's test key, the dev and preview servers serve a local stand-in of the
 * reCAPTCHA widget (web/server/offline-recaptcha), so the form works with no internet.
 */
export function usesOfflineRecaptcha(siteKey: string, testSiteKey: string): boolean {
  return isOffline && siteKey === testSiteKey
}

/** Loads the stand-in before react-google-recaptcha, which then uses its `grecaptcha`. */
export function loadOfflineRecaptcha(): Promise<void> {
  if ('grecaptcha' in window) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${siteBase}${OFFLINE_RECAPTCHA_PATH}`
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('The local reCAPTCHA stand-in did not load'))
    document.head.append(script)
  })
}
