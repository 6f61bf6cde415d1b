import { describe, expect, it } from 'vitest'
import { escapeXml, fitText, measureText } from './svg-text.ts'

describe('fitText', () => {
  it('wraps a product title into lines no wider than the label', async () => {
    const style = { size: 40, bold: true, condensed: true }
    const fitted = await fitText('LIMPIADOR DE CUERPO DE ACELERACIÓN', style, 180, 4)
    expect(fitted.lines.length).toBeGreaterThan(1)
    expect(fitted.lines.length).toBeLessThanOrEqual(4)
    expect(fitted.lines.join(' ')).toBe('LIMPIADOR DE CUERPO DE ACELERACIÓN')
    for (const line of fitted.lines) {
      expect(await measureText(line, { ...style, size: fitted.size })).toBeLessThanOrEqual(180)
    }
  })

  it('shrinks a long single word until it fits on one line', async () => {
    const fitted = await fitText('LUSTRAMUEBLES', { size: 60, bold: true }, 200, 1)
    expect(fitted.lines).toEqual(['LUSTRAMUEBLES'])
    expect(fitted.size).toBeLessThan(60)
  })

  it('refuses text that cannot fit rather than overflowing the label', async () => {
    await expect(fitText('ACONDICIONADOR', { size: 20 }, 10, 1, 12)).rejects.toThrow(/does not fit/)
  })
})

describe('escapeXml', () => {
  it('keeps markup characters of a title out of the SVG', () => {
    expect(escapeXml('A & B <C> "D"')).toBe('A &amp; B &lt;C&gt; &quot;D&quot;')
  })
})
