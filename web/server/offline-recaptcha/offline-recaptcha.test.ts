import { describe, expect, it } from 'vitest'
import { servesOfflineRecaptcha } from './offline-recaptcha.ts'

describe('the local reCAPTCHA stand-in', () => {
  it('serves offline, where a blank project id names no project', () => {
    expect(servesOfflineRecaptcha({})).toBe(true)
    expect(servesOfflineRecaptcha({ SANITY_PROJECT_ID: ' ', VITE_SANITY_PROJECT_ID: '' })).toBe(
      true,
    )
  })

  it('never serves with a Sanity project, a secret or a real site key', () => {
    expect(servesOfflineRecaptcha({ VITE_SANITY_PROJECT_ID: 'abc123' })).toBe(false)
    expect(servesOfflineRecaptcha({ SANITY_PROJECT_ID: 'abc123' })).toBe(false)
    expect(servesOfflineRecaptcha({ RECAPTCHA_SECRET_KEY: 'secret' })).toBe(false)
    expect(servesOfflineRecaptcha({ VITE_RECAPTCHA_SITE_KEY: 'a-real-site-key' })).toBe(false)
  })
})
