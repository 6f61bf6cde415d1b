import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { offlineLakeOptions } from './offline-lake.ts'

describe('the offline project under test', () => {
  it('uses an empty store of its own in the temporary folder, never the developer’s', () => {
    const { storeDir } = offlineLakeOptions()
    expect(storeDir.startsWith(join(tmpdir(), 'rehoboth-test-store-'))).toBe(true)
    expect(existsSync(storeDir) ? readdirSync(storeDir) : []).toEqual([])
  })
})
