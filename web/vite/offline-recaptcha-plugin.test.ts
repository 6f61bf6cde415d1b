import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResolvedConfig, ViteDevServer } from 'vite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { servesOfflineRecaptcha } from '../server/offline-recaptcha/offline-recaptcha.ts'
import { offlineRecaptcha } from './offline-recaptcha-plugin.ts'

const TEST_KEY = '6LeIxAcTAAAAAJcZVRqyHh4SSDQTAAAAAE1e6qfb3Gkbtrc4'
const emptyEnvDir = mkdtempSync(join(tmpdir(), 'offline-recaptcha-env-'))

/** The paths the plugin mounts on a dev server, with the environment as it is. */
function mountedPaths(): string[] {
  const plugin = offlineRecaptcha()
  const paths: string[] = []
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({
    base: '/rehoboth/',
    mode: 'development',
    envDir: emptyEnvDir,
    root: emptyEnvDir,
  } as ResolvedConfig)
  const server = {
    middlewares: { use: (path: string) => paths.push(path) },
  } as unknown as ViteDevServer
  ;(plugin.configureServer as (server: ViteDevServer) => void)(server)
  return paths
}

describe('the local reCAPTCHA stand-in is served offline only', () => {
  afterEach(() => vi.unstubAllEnvs())

  test('offline with no keys, the dev and preview servers serve it', () => {
    for (const name of [
      'VITE_SANITY_PROJECT_ID',
      'SANITY_PROJECT_ID',
      'RECAPTCHA_SECRET_KEY',
      'VITE_RECAPTCHA_SITE_KEY',
    ]) {
      vi.stubEnv(name, '')
    }
    expect(mountedPaths()).toEqual(['/rehoboth/__offline-recaptcha/api.js'])
  })

  test('a server configured for a real project does not', () => {
    vi.stubEnv('SANITY_PROJECT_ID', 'abc123xy')
    expect(mountedPaths()).toEqual([])
  })

  test('each real setting on its own turns it off', () => {
    expect(servesOfflineRecaptcha({})).toBe(true)
    expect(servesOfflineRecaptcha({ VITE_RECAPTCHA_SITE_KEY: TEST_KEY })).toBe(true)
    expect(servesOfflineRecaptcha({ VITE_SANITY_PROJECT_ID: 'abc123xy' })).toBe(false)
    expect(servesOfflineRecaptcha({ SANITY_PROJECT_ID: 'abc123xy' })).toBe(false)
    expect(servesOfflineRecaptcha({ RECAPTCHA_SECRET_KEY: 'a-real-secret' })).toBe(false)
    expect(servesOfflineRecaptcha({ VITE_RECAPTCHA_SITE_KEY: '6Lreal-site-key' })).toBe(false)
  })
})
