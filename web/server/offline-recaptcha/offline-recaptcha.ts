import { sanityProject } from '@rehoboth/shared/project'
import type { ServerEnv } from '../contact-api-config.ts'

/** Where, under the site's base, the dev and preview servers serve the local stand-in. */
export const OFFLINE_RECAPTCHA_PATH = '__offline-recaptcha/api.js'

/** Google's public test site key, whose widget always passes (see captcha-field.tsx). */
const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4SSDQTAAAAAE1e6qfb3Gkbtrc4'

const filled = (value: string | undefined) => Boolean(value?.trim())

/**
 * The stand-in exists for one mode only: no Sanity project, no reCAPTCHA secret and Google's test
 * site key, where the contact API already accepts any token (offlineTestSecretVerifier). Anything
 * configured for a real project or real keys never serves it.
 */
export function servesOfflineRecaptcha(env: ServerEnv): boolean {
  const siteKey = env.VITE_RECAPTCHA_SITE_KEY?.trim()
  return (
    sanityProject(env).isOffline &&
    !filled(env.RECAPTCHA_SECRET_KEY) &&
    (!siteKey || siteKey === RECAPTCHA_TEST_SITE_KEY)
  )
}

/**
 * A local stand-in for Google's reCAPTCHA script, for trying the contact form with no internet:
 * the same `grecaptcha` API react-google-recaptcha uses (render, reset, getResponse), drawn as a
 * checkbox that says it is a local check. Loaded before react-google-recaptcha, which then finds
 * `grecaptcha` already there and does not ask Google.
 */
export const offlineRecaptchaScript = `(() => {
  const widgets = []
  window.grecaptcha = {
    render(container, options) {
      const id = widgets.length
      const box = document.createElement('div')
      box.dataset.offlineRecaptcha = ''
      box.style.cssText = 'display:grid;gap:4px;width:280px;padding:12px;border:1px solid #767676;border-radius:3px;background:#f9f9f9;color:#222;font:14px/1.3 system-ui,sans-serif'
      const label = document.createElement('label')
      label.style.cssText = 'display:flex;align-items:center;gap:12px;cursor:pointer'
      const input = document.createElement('input')
      input.type = 'checkbox'
      input.style.cssText = 'width:24px;height:24px;margin:0'
      label.append(input, document.createTextNode('No soy un robot'))
      const note = document.createElement('small')
      note.textContent = 'Verificación local, sin conexión: solo para probar el sitio'
      note.style.cssText = 'color:#595959;font-size:12px'
      box.append(label, note)
      const widget = { input, token: '' }
      input.addEventListener('change', () => {
        widget.token = input.checked ? 'offline-recaptcha-' + Date.now() : ''
        if (input.checked) options.callback && options.callback(widget.token)
        else options['expired-callback'] && options['expired-callback']()
      })
      container.appendChild(box)
      widgets.push(widget)
      return id
    },
    reset(id = 0) {
      const widget = widgets[id]
      if (widget) { widget.input.checked = false; widget.token = '' }
    },
    getResponse(id = 0) { return widgets[id] ? widgets[id].token : '' },
    execute() {},
    ready(callback) { callback() },
  }
})()
`
