import { describe, expect, it } from 'vitest'
import { OFFLINE_STORE_FOLDER, offlineStoreDir } from './offline-store.ts'

describe('offlineStoreDir', () => {
  it("is the repository's own folder unless OFFLINE_SANITY_DATA_DIR moves it", () => {
    expect(offlineStoreDir('/repo', {})).toBe(`/repo/${OFFLINE_STORE_FOLDER}`)
    expect(offlineStoreDir('/repo', { OFFLINE_SANITY_DATA_DIR: ' /tmp/store ' })).toBe('/tmp/store')
  })

  it('takes a blank OFFLINE_SANITY_DATA_DIR as unset, not as a folder named by spaces', () => {
    expect(offlineStoreDir('/repo', { OFFLINE_SANITY_DATA_DIR: '  ' })).toBe(
      `/repo/${OFFLINE_STORE_FOLDER}`,
    )
  })
})
