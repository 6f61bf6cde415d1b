import { http } from 'msw'
import type { HttpHandler, HttpResponseResolver } from 'msw'
import type { ApiContext } from '../api-context.ts'

type Method = 'get' | 'put' | 'post' | 'delete'

/**
 * One Studio endpoint on the project's API host and on the global API host, with or without the
 * `/v<date>` prefix (the Studio asks `/ping` and `/help` unversioned through some clients).
 */
export function studioRoute(
  api: ApiContext,
  method: Method,
  path: string,
  resolver: HttpResponseResolver,
): HttpHandler[] {
  const hosts = [`https://${api.projectId}.api.sanity.io`, 'https://api.sanity.io']
  return hosts.flatMap((host) => [
    http[method](`${host}/:version/${path}`, resolver),
    http[method](`${host}/${path}`, resolver),
  ])
}
