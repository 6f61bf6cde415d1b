import { isDeepStrictEqual } from 'node:util'
import { endpointAddresses, type Endpoint } from '../endpoint.ts'
import type { ScheduledTask } from '../endpoints.ts'
import type { NetlifyFunctionConfig } from './netlify-function-config.ts'

/** Netlify's rate limit for a table's: the same count per address and domain in 180 s. */
export function netlifyRateLimit(endpoint: Endpoint) {
  const rateLimit = endpoint.limits.rateLimit
  return (
    rateLimit && { windowLimit: rateLimit.limit, windowSize: 180, aggregateBy: ['ip', 'domain'] }
  )
}

/**
 * How the Netlify functions (their `config`, by file name) differ from the table: a function that
 * serves no endpoint or task, an endpoint or task without its function, an address or rate limit
 * that is not the table's, in order. Empty when they agree.
 */
export function netlifyFunctionsMismatches(
  table: { endpoints: readonly Endpoint[]; tasks: readonly ScheduledTask[]; base: string },
  functions: ReadonlyMap<string, NetlifyFunctionConfig>,
): string[] {
  const problems: string[] = []
  for (const [name, config] of functions) {
    const endpoint = table.endpoints.find((candidate) => candidate.name === name)
    const task = table.tasks.find((candidate) => candidate.name === name)
    if (endpoint) {
      const paths = typeof config.path === 'string' ? [config.path] : config.path
      const addresses = endpointAddresses(endpoint, table.base)
      if (!isDeepStrictEqual(paths, addresses)) {
        problems.push(
          `${name}: config.path is ${JSON.stringify(config.path)}, the table says ${JSON.stringify(addresses)}.`,
        )
      }
      const rateLimit = netlifyRateLimit(endpoint)
      if (!isDeepStrictEqual(config.rateLimit, rateLimit)) {
        problems.push(
          `${name}: config.rateLimit is ${JSON.stringify(config.rateLimit)}, the table says ${JSON.stringify(rateLimit)}.`,
        )
      }
    } else if (task) {
      if (config.schedule !== task.schedule) {
        problems.push(
          `${name}: config.schedule is ${JSON.stringify(config.schedule)}, the table says "${task.schedule}".`,
        )
      }
    } else {
      problems.push(`${name}: a Netlify function with no entry in web/server/endpoints.ts.`)
    }
  }
  for (const { name } of [...table.endpoints, ...table.tasks]) {
    if (!functions.has(name))
      problems.push(`${name}: in the table, but web/server/netlify/${name}.ts is missing.`)
  }
  return problems.sort()
}
