import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  REHEARSAL_PROJECT_ID,
  rehearsalEnv,
  rehearsalSecrets,
} from '../server/testing/rehearsal-project.ts'

// The production rehearsal's build: `react-router build` with a Sanity project, its tokens and
// secrets in the environment, as Netlify builds the site, the prerender reading the project from
// the lake that knows only its tokens (web/server/testing/rehearsal-build-stand-in.ts). Nothing
// server-side may reach the files the browser is sent. The functions' side of the rehearsal is
// web/server/netlify-tests/production-rehearsal.test.ts.

const root = fileURLToPath(new URL('../../', import.meta.url))
const secrets = rehearsalSecrets()
const SITE_KEY = '6L-rehearsal-public-site-key'
// Inside the repository, so that the prerender's server bundle finds node_modules.
const cacheDir = path.join(root, 'node_modules/.cache')
mkdirSync(cacheDir, { recursive: true })
const buildDir = mkdtempSync(path.join(cacheDir, 'production-rehearsal-'))
const clientDir = path.join(buildDir, 'client')
// A full build with its prerender: about a minute on CI's two cores.
const BUILD_TIMEOUT_MS = 5 * 60 * 1000

/** The environment of a Netlify build: the deployment's variables, none of this test run's. */
function buildEnv(): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && !['NODE_ENV', 'TEST', 'MODE'].includes(name),
    ),
  )
  return {
    ...inherited,
    ...rehearsalEnv(secrets),
    VITE_SANITY_PROJECT_ID: REHEARSAL_PROJECT_ID,
    VITE_RECAPTCHA_SITE_KEY: SITE_KEY,
    REHOBOTH_BUILD_DIR: buildDir,
    NODE_OPTIONS: '--import ./web/server/testing/rehearsal-build-stand-in.ts',
  }
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn('node_modules/.bin/node', ['node_modules/.bin/react-router', 'build'], {
      cwd: root,
      env: buildEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The build failed (${code}):\n${output.slice(-4000)}`)),
    )
  })
}

let files: { name: string; text: string }[] = []

beforeAll(async () => {
  await build()
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
  files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return {
          name: path.relative(clientDir, file),
          text: (await readFile(file)).toString('latin1'),
        }
      }),
  )
}, BUILD_TIMEOUT_MS)

afterAll(() => rmSync(buildDir, { recursive: true, force: true }))

const holding = (value: string) =>
  files.filter(({ text }) => text.includes(value)).map(({ name }) => name)

describe('the site built with a Sanity project', () => {
  it('reads the project: its pages carry its content and images, not the offline ones', () => {
    expect(files.length).toBeGreaterThan(10)
    const home = files.find(({ name }) => name === 'index.html')?.text ?? ''
    expect(home).toContain(`https://cdn.sanity.io/images/${REHEARSAL_PROJECT_ID}/production/`)
    const pages = holding('__offline-sanity').filter((name) => /\.(html|data)$/.test(name))
    expect(pages).toEqual([])
    expect(holding(`\`${REHEARSAL_PROJECT_ID}\``).length).toBeGreaterThan(0)
  })

  it('sends the browser the public site key and no token or secret', () => {
    // The search works: the public key the browser needs is found in the same files.
    expect(holding(SITE_KEY).length).toBeGreaterThan(0)
    const kept = {
      SANITY_API_WRITE_TOKEN: secrets.writeToken,
      SANITY_API_READ_TOKEN: secrets.readToken,
      SANITY_PREVIEW_SECRET: secrets.previewSecret,
      RECAPTCHA_SECRET_KEY: secrets.captchaSecret,
    }
    for (const [name, value] of Object.entries(kept)) {
      expect(holding(value), `files holding ${name}`).toEqual([])
    }
  })
})
