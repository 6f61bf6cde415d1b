/** Debian's Chromium, used by Playwright and Lighthouse where Playwright cannot fetch its own. */
export const systemChromium = '/usr/bin/chromium'

/** Flags that keep Chromium from reaching the network or the GPU on its own during a test run. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
