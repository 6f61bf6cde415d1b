import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
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
          "export { catalogues } from '../../../lib/catalogues'",
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
