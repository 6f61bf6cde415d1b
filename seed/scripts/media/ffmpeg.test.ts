import { describe, expect, it } from 'vitest'
import { requireFfmpeg } from './ffmpeg.ts'

describe('requireFfmpeg', () => {
  it('tells how to install ffmpeg when it is missing', () => {
    expect(() => requireFfmpeg('/nonexistent/bin/ffmpeg')).toThrow(/apt-get install ffmpeg/)
  })
})
