import type { BrowserContext } from '@playwright/test'

/**
 * The test machine cannot reach Google, so Google's reCAPTCHA script is answered by this stand-in.
 * It offers the same API react-google-recaptcha uses (render, reset, getResponse, execute and the
 * onload callback named in the script URL), drawn as a real checkbox, so the page's own code path
 * (react-google-recaptcha loading the script from Google's address) stays the production one.
 * Tokens it gives are accepted offline by the contact API's local test-secret verifier.
 */
const fakeRecaptchaScript = `(() => {
  const script = document.currentScript
  const onload = new URL(script.src).searchParams.get('onload')
  const widgets = []
  window.grecaptcha = {
    render(container, options) {
      const id = widgets.length
      const label = document.createElement('label')
      label.style.cssText = 'display:inline-flex;align-items:center;gap:12px;width:280px;padding:18px 12px;border:1px solid #c1c1c1;border-radius:3px;background:#f9f9f9;color:#222;font:14px Roboto,sans-serif'
      const box = document.createElement('input')
      box.type = 'checkbox'
      box.style.cssText = 'width:24px;height:24px'
      label.append(box, document.createTextNode('No soy un robot'))
      const widget = { box, token: '' }
      box.addEventListener('change', () => {
        widget.token = box.checked ? 'fake-recaptcha-token-' + Date.now() : ''
        if (box.checked) options.callback(widget.token)
        else options['expired-callback']()
      })
      container.appendChild(label)
      widgets.push(widget)
      return id
    },
    reset(id = 0) {
      const widget = widgets[id]
      if (widget) { widget.box.checked = false; widget.token = '' }
    },
    getResponse(id = 0) { return widgets[id] ? widgets[id].token : '' },
    execute() {},
    ready(callback) { callback() },
  }
  // Like Google's script, report readiness only after the script element has loaded.
  script.addEventListener('load', () =>
    setTimeout(() => {
      if (onload && typeof window[onload] === 'function') window[onload]()
    }),
  )
})()`

/** Answers every request for Google's reCAPTCHA script in this browser context with the stand-in. */
export async function serveFakeRecaptcha(context: BrowserContext): Promise<void> {
  await context.route(/https:\/\/www\.(google|recaptcha)\.(com|net)\/recaptcha\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeRecaptchaScript }),
  )
}
