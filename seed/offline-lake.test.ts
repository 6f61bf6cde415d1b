import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { offlineLakeOptions } from './offline-lake.ts'

const developerStore = fileURLToPath(new URL('../.offline-data', import.meta.url))

describe('the offline project under test', () => {
  it('uses an empty store of its own, never the developer’s .offline-data/', () => {
    const { storeDir } = offlineLakeOptions()
    expect(storeDir).not.toBe(developerStore)
    expect(storeDir.startsWith(join(tmpdir(), 'rehoboth-test-store-'))).toBe(true)
    expect(existsSync(storeDir) ? readdirSync(storeDir) : []).toEqual([])
  })
})
