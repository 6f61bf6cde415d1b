import { fileURLToPath } from 'node:url'

/**
 * A page as React Router prerendered it (/Contacto), before publishPages: the tests rewrite it and
 * check React Router's contract against it. `PAGE_BOOT_CAPTURE=1 npm run build` refreshes it.
 */
export const prerenderedSample = fileURLToPath(
  new URL('fixtures/contacto.prerendered.html', import.meta.url),
)
