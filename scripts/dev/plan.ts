/** What `npm start` and `npm run studio` run, decided from the environment alone. */

import { join } from 'node:path'
import {
  CONTENT_LAKE_PORT,
  localSiteUrl,
  localStudioUrl,
  SITE_DEV_PORT,
  STUDIO_PORT,
} from '@rehoboth/shared/local-addresses'
import { offlineStoreDir } from '@rehoboth/shared/offline-store'
import { sanityProject } from '@rehoboth/shared/project'

export interface Service {
  name: 'lake' | 'site' | 'studio' | 'inbox'
  /** Shown to the person at the terminal once the service answers. */
  title: string
  command: string
  args: string[]
  cwd: string
  env: Record<string, string>
  /** Answers once the service is ready. */
  readyUrl: string
  /** Printed address; the lake's is an API, not a page. */
  url: string
  /** Lines of its output that tell the person at the terminal nothing they can act on. */
  quietLines?: RegExp[]
}

export interface Plan {
  offline: boolean
  lakeUrl: string
  services: Service[]
}

type Env = Record<string, string | undefined>

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

function port(env: Env, name: string, fallback: number): number {
  const value = filled(env[name])
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${value}"`)
  }
  return parsed
}

/**
 * The services for `which` ('all' for `npm start`, 'studio' for `npm run studio`). With no Sanity
 * project configured, the local Content Lake comes first and the site and the Studio use it; with
 * one, the site and the Studio talk to Sanity and no lake is started.
 */
export function planServices(which: 'all' | 'studio', env: Env, root: string): Plan {
  // Offline as the site and the Studio each decide it: neither is given a project.
  const offline = sanityProject(env, { SANITY_PROJECT_ID: env.SANITY_STUDIO_PROJECT_ID }).isOffline
  const lakePort = port(env, 'CONTENT_LAKE_PORT', CONTENT_LAKE_PORT)
  const sitePort = port(env, 'SITE_PORT', SITE_DEV_PORT)
  const studioPort = port(env, 'STUDIO_PORT', STUDIO_PORT)
  const inboxSmtpPort = port(env, 'INBOX_SMTP_PORT', 1025)
  const inboxWebPort = port(env, 'INBOX_WEB_PORT', 1080)
  const lakeUrl = `http://localhost:${lakePort}`
  const siteUrl = localSiteUrl(sitePort)
  const studioUrl = localStudioUrl(studioPort)
  const bin = (name: string) => `${root}/node_modules/.bin/${name}`
  // Sanity's CLI and Studio stop asking sanity.io for telemetry consent and update checks offline.
  const quiet: Record<string, string> = offline ? { DO_NOT_TRACK: '1' } : {}

  const lake: Service = {
    name: 'lake',
    title: 'Content Lake local (API de Sanity)',
    command: bin('tsx'),
    args: [`${root}/seed/scripts/lake.ts`],
    cwd: root,
    env: { CONTENT_LAKE_PORT: String(lakePort) },
    readyUrl: `http://127.0.0.1:${lakePort}/v1/ping`,
    url: lakeUrl,
  }
  const site: Service = {
    name: 'site',
    title: 'Sitio',
    command: bin('react-router'),
    args: ['dev', '--port', String(sitePort), '--strictPort'],
    cwd: root,
    // Offline, the site's own server reads the same store folder in-process (no lake address needed)
    // and e-mails sales about contact requests to the local inbox.
    env: {
      ...quiet,
      ...(offline && {
        SMTP_URL: filled(env.SMTP_URL) ?? `smtp://127.0.0.1:${inboxSmtpPort}`,
        STUDIO_URL: filled(env.STUDIO_URL) ?? studioUrl,
        // The e-mail's link to the product: this server's address, wherever SITE_PORT puts it.
        SITE_URL: filled(env.SITE_URL) ?? `http://localhost:${sitePort}`,
      }),
    },
    readyUrl: siteUrl,
    url: siteUrl,
    // React Router 7.18's own Vite servers (its config loader, its child compiler) pass
    // `envFile: false`, which Vite 8 calls deprecated, three times a start.
    quietLines: [/The `envFile` option is deprecated/],
  }
  const studio: Service = {
    name: 'studio',
    title: 'Sanity Studio',
    command: bin('sanity'),
    args: ['dev', '--port', String(studioPort)],
    cwd: `${root}/studio`,
    env: {
      ...quiet,
      ...(offline && { SANITY_STUDIO_CONTENT_LAKE_URL: lakeUrl }),
      SANITY_STUDIO_SITE_URL: filled(env.SANITY_STUDIO_SITE_URL) ?? siteUrl,
    },
    readyUrl: `${studioUrl}/`,
    url: `${studioUrl}/`,
  }

  // Beside the lake's store, so the e-mails to sales outlast a restart as the requests do.
  const storeDir = offlineStoreDir(root, env)
  const inbox: Service = {
    name: 'inbox',
    title: 'Correo local (maildev)',
    command: bin('tsx'),
    args: [`${root}/scripts/inbox.ts`],
    cwd: root,
    env: {
      INBOX_SMTP_PORT: String(inboxSmtpPort),
      INBOX_WEB_PORT: String(inboxWebPort),
      INBOX_MAIL_DIRECTORY: join(storeDir, 'inbox'),
    },
    readyUrl: `http://127.0.0.1:${inboxWebPort}/`,
    url: `http://localhost:${inboxWebPort}/ (SMTP 127.0.0.1:${inboxSmtpPort})`,
  }

  const services = which === 'all' ? [lake, site, studio, inbox] : [lake, studio]
  const offlineOnly = new Set<Service>([lake, inbox])
  return {
    offline,
    lakeUrl,
    services: offline ? services : services.filter((s) => !offlineOnly.has(s)),
  }
}
