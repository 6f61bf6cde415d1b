/**
 * The API version (2025-02-19) and the site's base path (/rehoboth) are spelled only in their
 * home modules, shared/project.ts and shared/site-base.ts; the rest of the code imports them.
 *
 * Scope: the strings of the source code (.ts, .tsx, .js, .mjs, .cjs) that git lists: string and
 * template literals, regular expressions and JSX text. Comments may show an example address.
 * - Production code, anything but test code, imports the constant.
 * - Test code (*.test.*, *.spec.*, and the e2e/, testing/ and test/ folders) may spell the public
 *   address (`/rehoboth/...`) and the API path (`/v2025-02-19/...`): it checks the public contract
 *   from outside, and a test that imported the constant could not catch a change of it. A test
 *   that needs the version only as a value (`apiVersion` for a client) imports it.
 * - ALLOWED in scripts/literal-homes.ts lists the few other places, each with its reason.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apiVersion } from '../shared/project.ts'
import {
  isSourceCode,
  literalsOutsideHomes,
  type Finding,
  type SourceText,
} from './literal-homes.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

function repositorySources(): SourceText[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => isSourceCode(file) && existsSync(path.join(root, file)))
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }))
}

const described = (finding: Finding) =>
  `${finding.path}:${finding.line} spells '${finding.literal}': import it from ${finding.home}`

describe('shared literals in the repository', () => {
  it('are spelled only in their home modules', () => {
    expect(literalsOutsideHomes(repositorySources()).map(described)).toEqual([])
  })
})

describe('the finder', () => {
  const find = (file: string, text: string) =>
    literalsOutsideHomes([{ path: file, text }]).map(described)

  it('names the file and line of a literal in production code, and its home', () => {
    expect(find('web/src/planted.ts', "const a = 1\nexport const base = '/rehoboth/'\n")).toEqual([
      "web/src/planted.ts:2 spells '/rehoboth': import it from shared/site-base.ts",
    ])
    expect(find('seed/planted.mjs', `export const version = '${apiVersion}'\n`)).toEqual([
      `seed/planted.mjs:1 spells '${apiVersion}': import it from shared/project.ts`,
    ])
  })

  it('finds it in template literals, regular expressions and JSX text', () => {
    expect(
      find('scripts/planted.ts', 'const url = `http://localhost:${port}/rehoboth/`'),
    ).toHaveLength(1)
    expect(
      find('web/vite/planted.ts', "const trim = (url) => url.replace(/\\/rehoboth\\/$/, '')"),
    ).toHaveLength(1)
    expect(
      find('web/src/planted.tsx', 'export const A = () => <p>Ve a /rehoboth/Contacto</p>'),
    ).toHaveLength(1)
  })

  it('leaves comments and the home modules alone', () => {
    expect(
      find('web/src/planted.ts', "// '/rehoboth/paraTuAuto' is a page\n/* v2025-02-19 */\n"),
    ).toEqual([])
    expect(find('shared/site-base.ts', "export const SITE_BASE = '/rehoboth/'")).toEqual([])
  })

  it('lets tests spell the public address and the API path, not the version as a value', () => {
    const spec = "await page.goto('/rehoboth/Contacto')\nfetch(`/v2025-02-19/ping`)\n"
    expect(find('web/e2e/planted.spec.ts', spec)).toEqual([])
    expect(find('studio/testing/planted.ts', spec)).toEqual([])
    expect(find('studio/planted.test.ts', `createClient({ apiVersion: '${apiVersion}' })`)).toEqual(
      [`studio/planted.test.ts:1 spells '${apiVersion}': import it from shared/project.ts`],
    )
  })

  it('allows the listed places only, and a listed string only where it is listed', () => {
    expect(
      find('web/server/netlify/planted.ts', "export const config = { path: '/rehoboth/api/x' }"),
    ).toEqual([])
    const facebook = "social: { facebook: 'https://www.example.com/facebook/rehoboth' }"
    expect(find('seed/data/site-settings.ts', facebook)).toEqual([])
    expect(find('seed/data/planted.ts', facebook)).toHaveLength(1)
    expect(find('seed/data/site-settings.ts', "const base = '/rehoboth/'")).toHaveLength(1)
  })
})
