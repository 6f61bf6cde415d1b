import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The layering rules of eslint.config.js, tried on imports written as a newcomer might.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) })

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('import boundaries', () => {
  it('fails a feature that imports another feature', async () => {
    const messages = await restrictedImports(
      'web/src/features/home/home-contact.tsx',
      "export { ContactForm } from '../contact/contact-form'\n",
    )
    expect(messages).toEqual([expect.stringContaining('Features do not import each other')])
  })

  it("fails it from a feature's subfolder and through the features folder too", async () => {
    expect(
      await restrictedImports(
        'web/src/features/contact/testing/helper.ts',
        "export { SiteHeader } from '../../navigation/site-header'\n",
      ),
    ).toHaveLength(1)
    expect(
      await restrictedImports(
        'web/src/features/product/related.ts',
        "export { ProductCard } from '../../features/catalogue/product-card'\n",
      ),
    ).toHaveLength(1)
  })

  it('lets a feature import its own files, the shared components and lib, and the app import features', async () => {
    expect(
      await restrictedImports(
        'web/src/features/contact/testing/helper.ts',
        [
          "export { ContactForm } from '../contact-form'",
          "export { SanityImage } from '../../../components/sanity-image'",
          "export { cdnBaseUrl } from '../../../lib/sanity/env'",
          '',
        ].join('\n'),
      ),
    ).toEqual([])
    expect(
      await restrictedImports(
        'web/src/app/root-extra.tsx',
        "export { SiteHeader } from '../features/navigation/site-header'\n",
      ),
    ).toEqual([])
  })

  it('keeps the page boot from importing the app or publishing; the app imports the page boot', async () => {
    expect(
      await restrictedImports(
        'web/page-boot/scripts/extra.ts',
        "export { theme } from '../../src/styles/theme'\n",
      ),
    ).toEqual([expect.stringContaining('web/page-boot does not import web/src')])
    expect(
      await restrictedImports(
        'web/page-boot/extra.ts',
        "export { netlifyHeaders } from '../publish/published-pages.ts'\n",
      ),
    ).toEqual([expect.stringContaining('web/page-boot does not import web/publish')])
    expect(
      await restrictedImports(
        'web/src/styles/extra.ts',
        "export { firstScreenPendingAttribute } from '../../page-boot/markers'\n",
      ),
    ).toEqual([])
  })
})

// Workspaces share code through packages they import by name (@rehoboth/shared, the seed's and
// the site's `exports`), never through a relative path out of their folder. Tests and their
// helpers may still reach the root's shared test set-up (test/).
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const workspaceFolders = ['web', 'studio', 'seed', 'content-lake', 'shared', 'bench']
// `.typegen-check` comes and goes while `npm test` runs the static checks beside the tests.
const skippedFolders = new Set([
  'node_modules',
  'dist',
  '.sanity',
  '.react-router',
  '.typegen-check',
  'fixtures',
])
const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || /(^|\/)(e2e|testing)\//.test(file)

function sourceFiles(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) files.push(...sourceFiles(relative))
    } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(relative)
    }
  }
  return files
}

function importsLeavingWorkspace(workspace: string): string[] {
  return sourceFiles(workspace)
    .filter((file) => !isTest(file))
    .flatMap((file) => {
      const source = readFileSync(path.join(repositoryRoot, file), 'utf8')
      const { importedFiles } = ts.preProcessFile(source, true, true)
      return importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
          return target !== workspace && !target.startsWith(`${workspace}/`)
        })
        .map((specifier) => `${file} imports ${specifier}`)
    })
}

describe('workspace boundaries', () => {
  it.each(workspaceFolders)('no code in %s imports another folder by a relative path', (folder) => {
    expect(importsLeavingWorkspace(folder)).toEqual([])
  })

  it('sees a relative import out of a workspace, static or dynamic', () => {
    const { importedFiles } = ts.preProcessFile(
      "import type { Product } from '../../web/src/lib/sanity/sanity.types.ts'\nconst lake = await import('../offline-lake.ts')\n",
      true,
      true,
    )
    expect(importedFiles.map((imported) => imported.fileName)).toEqual([
      '../../web/src/lib/sanity/sanity.types.ts',
      '../offline-lake.ts',
    ])
  })
})
