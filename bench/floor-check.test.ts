import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { floorImagesMissingFromHome } from './floor-check.ts'

const floor = readFileSync(new URL('floor/index.html', import.meta.url), 'utf8')

describe('floorImagesMissingFromHome', () => {
  it('names nothing when the home page shows every image of the floor', () => {
    const home = floor.replaceAll('srcset=', 'srcSet=')
    expect(floorImagesMissingFromHome(floor, home)).toEqual([])
  })

  it("names the floor's logo and hero candidates the home page lacks", () => {
    const missing = floorImagesMissingFromHome(floor, '<html></html>')
    expect(missing.some((url) => url.includes('480x120.png?w=200'))).toBe(true)
    expect(missing.some((url) => url.includes('800x1000.jpg?w=320'))).toBe(true)
    expect(missing.some((url) => url.includes('1280x560.jpg?w=1280'))).toBe(true)
  })
})
