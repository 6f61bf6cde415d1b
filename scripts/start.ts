/**
 * `npm start`: the local Content Lake, the site and the Studio together (with no Sanity project);
 * `npm start -- --studio` (`npm run studio`): the Studio, plus the lake when none is running.
 * Ctrl-C stops everything it started.
 */
import { fileURLToPath } from 'node:url'
import { planServices } from './dev/plan.ts'
import { answers, runServices } from './dev/run-services.ts'

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')
const which = process.argv.includes('--studio') ? 'studio' : 'all'

let plan
try {
  plan = planServices(which, process.env, root)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

let services = plan.services
// The lake and the inbox may be running already (another `npm start`, `npm run studio`).
for (const shared of services.filter(({ name }) => name === 'lake' || name === 'inbox')) {
  if (await answers(shared.readyUrl)) {
    console.log(`Using the ${shared.title} already running at ${shared.url}`)
    services = services.filter((service) => service !== shared)
  }
}

const started = Date.now()
// The site and the Studio both need the lake; they start side by side once it answers.
const running = await runServices([
  services.filter(({ name }) => name === 'lake'),
  services.filter(({ name }) => name !== 'lake'),
])
process.once('SIGINT', running.stop)
process.once('SIGTERM', running.stop)
void running.stopped.then(() => process.exit(running.ready ? 0 : 1))
if (!running.ready) process.exitCode = 1

if (running.ready) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    [
      '',
      `Ready in ${seconds} s${plan.offline ? ' (offline: local content, no Sanity account)' : ''}:`,
      ...services.map(({ title, url }) => `  ${title.padEnd(36)} ${url}`),
      '',
      'Ctrl-C stops them all.',
      '',
    ].join('\n'),
  )
}
