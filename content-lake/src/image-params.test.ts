import { describe, expect, it } from 'vitest'
import { parseImageTransform } from './image-params.ts'

const parse = (query: string, source = 'png', accept = '') =>
  parseImageTransform(new URLSearchParams(query), source, accept)

describe('image parameters', () => {
  it('rounds q to a few qualities, so varying it asks for the same rendition', () => {
    const attack = [11, 12, 13, 30, 37].map((q) =>
      JSON.stringify(parse(`w=8192&h=8192&fit=fill&fm=avif&q=${q}`)),
    )
    expect(new Set(attack).size).toBe(1)
    expect(parse('fm=avif&q=11').quality).toBe(25)
    expect(parse('fm=webp&q=63').quality).toBe(75)
    expect(parse('fm=jpg&q=0').quality).toBe(25)
    expect(parse('fm=jpg&q=100').quality).toBe(100)
    expect(parse('fm=webp').quality).toBe(75)
  })

  it('drops what makes no difference to the picture', () => {
    expect(parse('w=100&q=10')).toEqual(parse('w=100&q=90'))
    expect(parse('w=100&crop=top&fp-x=0.2')).toEqual(parse('w=100'))
    expect(parse('w=100&h=50&fit=crop&crop=top,left')).toEqual(
      parse('w=100&h=50&fit=crop&crop=left,top,left'),
    )
    expect(parse('w=100&blur=20&sat=-100&frame=1')).toEqual(parse('w=100'))
  })

  it('refuses sizes past 8192 px and qualities past 100, as the CDN does', () => {
    expect(() => parse('w=8193')).toThrow('Invalid value for parameter "w": 8193')
    expect(() => parse('q=101')).toThrow('Invalid value for parameter "q": 101')
    expect(parse('w=8192&dpr=3').width).toBe(8192)
  })
})
