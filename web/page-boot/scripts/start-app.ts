import {
  appFailedValue,
  bootOptionsAttribute,
  hydrationDataAttempts,
  moduleAfterLoadAttribute,
  type BootOptions,
  type BootScripts,
} from '../markers.ts'
import { hydrationStream } from '../react-router-contract.ts'

/**
 * Says why the app could not start, in the console and as `<html data-app="failed">`; the page
 * stays the static page it was served as.
 */
function reportFailure(why: string) {
  console.error(`The app could not start, so the page stays static: ${why}`)
  document.documentElement.dataset.app = appFailedValue
}

/** Runs `text` as a script of the given type (its hash is in the page's script policy). */
function run(text: string, type?: string) {
  const script = document.createElement('script')
  if (type) script.type = type
  script.textContent = text
  document.head.appendChild(script)
}

/**
 * Fetches the page's boot file (../boot-file.ts: React Router's context script and module script,
 * then the hydration data), retrying 1 s, 2 s, 4 s… apart, then runs the context script, feeds
 * the data to the stream it sets up and runs the module script.
 */
function loadBootFile(address: string, attempt: number) {
  fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.text()
    })
    .then(
      (text) => {
        const lineEnd = text.indexOf('\n')
        const scripts = JSON.parse(text.slice(0, lineEnd)) as BootScripts
        run(scripts.context)
        const stream = hydrationStream(window)
        if (!stream) {
          reportFailure("React Router's context script set up no hydration stream.")
          return
        }
        stream.enqueue(text.slice(lineEnd + 1))
        stream.close()
        run(scripts.module, 'module')
      },
      (error: unknown) => {
        if (attempt + 1 >= hydrationDataAttempts) {
          reportFailure(
            `${address} failed ${hydrationDataAttempts} times (last: ${String(error)}).`,
          )
          return
        }
        setTimeout(() => loadBootFile(address, attempt + 1), 1000 * 2 ** attempt)
      },
    )
}

/**
 * The app's start, held back by the build (../boot-after-load.ts): adds the module preloads named
 * on the module's block at the end of <body>, then fetches the page's boot file (React Router's
 * context and module scripts and the hydration data, `hydrationDataAttempts` attempts in all),
 * runs the context script, feeds the data into React Router's stream and runs the module script.
 * When the block is missing, the file never comes or sets up no stream, it reports the failure
 * (reportFailure) and the page stays static. A page the build has
 * not rewritten (the dev server's) has no inert blocks and starts its modules itself.
 *
 * It is the whole of the script file the first-screen script adds when the app is to start
 * (app-start.ts, app-start-trigger.ts): nothing of it runs before, so the page does not carry it.
 */
export function startApp() {
  // A key or touch can come while the page is still arriving: the blocks are at its end.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startApp, { once: true })
    return
  }
  const moduleBlock = document.querySelector(`script[${moduleAfterLoadAttribute}]`)
  if (!moduleBlock) {
    // The dev server's pages start their module themselves; a built page has only the block.
    if (!document.querySelector('script[type="module"]')) {
      reportFailure(`the page has no module block (script[${moduleAfterLoadAttribute}]).`)
    }
    return
  }
  const options = JSON.parse(
    moduleBlock.getAttribute(bootOptionsAttribute) ?? '{"preloads":[]}',
  ) as BootOptions
  for (const href of options.preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
  if (options.hydrationData) loadBootFile(options.hydrationData, 0)
  else run(moduleBlock.textContent ?? '', 'module')
}
