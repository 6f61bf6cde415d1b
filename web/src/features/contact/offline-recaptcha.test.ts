import { afterEach, describe, expect, it } from 'vitest'
import { loadOfflineRecaptcha, usesOfflineRecaptcha } from './offline-recaptcha'

const TEST_KEY = '6LeIxAcTAAAAAJcZVRqyHh4SSDQTAAAAAE1e6qfb3Gkbtrc4'

function standInScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src$="__offline-recaptcha/api.js"]')
}

afterEach(() => {
  standInScript()?.remove()
  delete (window as { grecaptcha?: unknown }).grecaptcha
})

describe('the local reCAPTCHA stand-in', () => {
  it('is used offline with Google’s test key only', () => {
    expect(usesOfflineRecaptcha(TEST_KEY, TEST_KEY)).toBe(true)
    expect(usesOfflineRecaptcha('6Lreal-site-key', TEST_KEY)).toBe(false)
  })

  it('loads from the site’s own server and settles when the script has run', async () => {
    const loaded = loadOfflineRecaptcha()
    const script = standInScript()
    expect(script).not.toBeNull()
    script?.dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBeUndefined()
  })

  it('fails when the server does not serve it, so the field can say so', async () => {
    const loaded = loadOfflineRecaptcha()
    standInScript()?.dispatchEvent(new Event('error'))
    await expect(loaded).rejects.toThrow('The local reCAPTCHA stand-in did not load')
  })

  it('is not loaded twice once grecaptcha exists', async () => {
    ;(window as { grecaptcha?: unknown }).grecaptcha = {}
    await loadOfflineRecaptcha()
    expect(standInScript()).toBeNull()
  })
})
