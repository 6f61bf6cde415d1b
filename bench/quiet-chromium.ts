/** Debian's Chromium, used by Playwright and Lighthouse where Playwright cannot fetch its own. */
export const systemChromium = '/usr/bin/chromium'

/**
 * Debian's build of Chromium's headless shell: the same Blink and V8 without the desktop browser
 * around them, what Playwright itself runs for headless tests. On a two-core machine like CI's it
 * opened and loaded a product page in half the time of the full browser (about 0.9 s against 2 s,
 * ten pages, a fresh context each). The tests use it where installed; the benchmarks keep the full
 * browser that visitors run.
 */
export const headlessShell = '/usr/bin/chromium-headless-shell'

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
