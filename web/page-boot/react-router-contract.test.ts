import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { prerenderedSample } from './prerendered-sample.ts'
import { duplicateCopies, resolvedVersion } from './react-router-contract-install.ts'
import {
  contextGlobal,
  hydrationStream,
  prerenderedMarkup,
  reactRouterVersions,
} from './react-router-contract.ts'

const fromRoot = (file: string) => new URL(`../../${file}`, import.meta.url)
const root = fileURLToPath(fromRoot('.'))
const web = fileURLToPath(fromRoot('web'))
const readJson = (file: string) => JSON.parse(readFileSync(fromRoot(file), 'utf8')) as PackageJson
type PackageJson = {
  version: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

// A page React Router prerendered (/Contacto), refreshed with `PAGE_BOOT_CAPTURE=1 npm run build`.
const page = readFileSync(prerenderedSample, 'utf8')

const upgradeAdvice =
  'web/page-boot/react-router-contract.ts was checked against other versions: refresh the ' +
  'fixture with `PAGE_BOOT_CAPTURE=1 npm run build`, run the web/page-boot tests, adjust the ' +
  "contract's patterns until they pass, then set reactRouterVersions to the installed versions."

describe("React Router's contract", () => {
  // Resolved from web/, as Vite resolves the app's imports: the copy the app bundles, wherever
  // npm put it (the build tools at the root resolve to the same when there is one copy).
  it.each(Object.entries(reactRouterVersions))(
    'is checked against the installed %s',
    (name, expected) => {
      const installed = resolvedVersion(web, name)
      expect(installed, `${name} ${installed} is installed, but ${upgradeAdvice}`).toBe(expected)
    },
  )

  it.each(Object.keys(reactRouterVersions))('finds %s installed once', (name) => {
    const duplicates = duplicateCopies(root, name)
    expect(duplicates, duplicates).toBeUndefined()
  })

  it('has its versions pinned exactly in package.json', () => {
    const { devDependencies: root = {} } = readJson('package.json')
    const { dependencies: web = {} } = readJson('web/package.json')
    const declared = { ...root, ...web }
    for (const [name, version] of Object.entries(reactRouterVersions)) {
      expect(declared[name], `package.json should pin ${name} to ${version}`).toBe(version)
    }
  })

  it('finds every piece of markup it names in a page the pinned version prerendered', () => {
    const preloads = [...page.matchAll(prerenderedMarkup.modulePreload)].map(([, href]) => href)
    expect(preloads.length).toBeGreaterThan(0)
    expect(preloads.every((href) => href?.startsWith('/rehoboth/assets/'))).toBe(true)
    expect(prerenderedMarkup.moduleScript.exec(page)?.[1]).toMatch(/^import "\/rehoboth\/assets\//)
    expect(prerenderedMarkup.contextScript.exec(page)?.[1]).toContain('streamController')
    expect(prerenderedMarkup.hydrationCloseScript.test(page)).toBe(true)
    const chunks = [...page.matchAll(prerenderedMarkup.hydrationDataScript)]
    expect(chunks.length).toBeGreaterThan(0)
    expect(page.split(prerenderedMarkup.anyStreamCall)).toHaveLength(chunks.length + 2)
    expect(prerenderedMarkup.anyModulePreload.test(page)).toBe(true)
    expect(prerenderedMarkup.anyModuleScript.test(page)).toBe(true)
    expect(prerenderedMarkup.anyContextScript.test(page)).toBe(true)
  })

  it('gets from the context script the stream the app hydrates from, and what it is fed', async () => {
    const contextScript = prerenderedMarkup.contextScript.exec(page)?.[1] ?? ''
    const window: Record<string, unknown> = {}
    runInNewContext(contextScript, { window, ReadableStream, TextEncoderStream })
    const stream = hydrationStream(window)
    expect(stream, `the context script sets window.${contextGlobal}.streamController`).toBeDefined()

    const chunks = [...page.matchAll(prerenderedMarkup.hydrationDataScript)].map(
      ([, literal = '""']) => JSON.parse(literal) as string,
    )
    for (const chunk of chunks) stream?.enqueue(chunk)
    stream?.close()
    const fed = (window[contextGlobal] as { stream: ReadableStream<Uint8Array> }).stream
    const text = await new Response(fed).text()
    expect(text).toBe(chunks.join(''))
    expect(text).toContain('loaderData')
  })

  it('finds no stream in a context that lacks one', () => {
    expect(hydrationStream({})).toBeUndefined()
    expect(hydrationStream({ [contextGlobal]: { streamController: {} } })).toBeUndefined()
  })
})
