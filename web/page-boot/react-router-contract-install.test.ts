import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  duplicateCopies,
  installedCopies,
  resolvedVersion,
} from './react-router-contract-install.ts'

let root = ''

/** A project folder: a root with workspace web/, and the package.json files given. */
function project(files: Record<string, object>) {
  root = mkdtempSync(path.join(tmpdir(), 'react-router-copies-'))
  const all = { 'package.json': { workspaces: ['web'] }, 'web/package.json': {}, ...files }
  for (const [file, json] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), JSON.stringify(json))
  }
  return root
}

const copy = (version: string) => ({ name: 'react-router', version, main: 'index.js' })

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the React Router copies the contract checks', () => {
  it('reads the copy the app bundles, from web/, as Vite resolves it', () => {
    const folder = project({
      'node_modules/react-router/package.json': copy('7.18.4'),
      'web/node_modules/react-router/package.json': copy('7.18.7'),
    })
    expect(resolvedVersion(path.join(folder, 'web'), 'react-router')).toBe('7.18.7')
    expect(resolvedVersion(folder, 'react-router')).toBe('7.18.4')
  })

  it("falls back to the root's copy when web/ has none", () => {
    const folder = project({ 'node_modules/react-router/package.json': copy('7.18.4') })
    expect(resolvedVersion(path.join(folder, 'web'), 'react-router')).toBe('7.18.4')
    expect(installedCopies(folder, 'react-router')).toHaveLength(1)
    expect(duplicateCopies(folder, 'react-router')).toBeUndefined()
  })

  it("fails on a second copy in web/ or nested in another package's node_modules", () => {
    const folder = project({
      'node_modules/react-router/package.json': copy('7.18.4'),
      'node_modules/react-router-dom/package.json': { version: '7.18.4' },
      'node_modules/@react-router/node/node_modules/react-router/package.json': copy('7.18.5'),
      'web/node_modules/react-router/package.json': copy('7.18.7'),
    })
    expect(
      installedCopies(folder, 'react-router').map((file) => path.relative(folder, file)),
    ).toEqual([
      'node_modules/@react-router/node/node_modules/react-router/package.json',
      'node_modules/react-router/package.json',
      'web/node_modules/react-router/package.json',
    ])
    expect(duplicateCopies(folder, 'react-router')).toMatch(
      /^react-router is installed 3 times: node_modules\/@react-router\/node\/node_modules\/react-router \(7\.18\.5\), node_modules\/react-router \(7\.18\.4\), web\/node_modules\/react-router \(7\.18\.7\)\./,
    )
  })

  it('finds scoped packages too', () => {
    const folder = project({
      'node_modules/@react-router/node/package.json': { version: '7.18.4' },
      'node_modules/@react-router/dev/node_modules/@react-router/node/package.json': {
        version: '7.18.5',
      },
    })
    expect(installedCopies(folder, '@react-router/node')).toHaveLength(2)
  })
})
