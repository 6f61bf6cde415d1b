import { copyFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { mediaPath } from './encode.ts'

const require = createRequire(import.meta.url)

/** The country flags of the contact form, copied unchanged from the flag-icons package (4:3). */
export function copyFlags(): string[] {
  const flagsFolder = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3')
  return ['co', 'mx'].map((code) => {
    const relative = `flags/${code}.svg`
    copyFileSync(join(flagsFolder, `${code}.svg`), mediaPath(relative))
    return relative
  })
}
