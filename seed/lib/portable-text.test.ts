import { describe, expect, it } from 'vitest'
import {
  bulletList,
  heading,
  numberedList,
  paragraph,
  plainText,
  portableText,
  strong,
} from './portable-text.ts'

describe('portableText', () => {
  const blocks = portableText(
    heading('Beneficios'),
    paragraph('Sella pinchazos de ', strong('hasta 6 mm'), '.'),
    bulletList(['Uno', ['Dos ', strong('fuerte')]]),
    numberedList(['Primero', 'Segundo']),
  )

  it('numbers blocks and spans by position, so keys are stable and unique', () => {
    expect(blocks.map((block) => block._key)).toEqual([
      'block1',
      'block2',
      'block3',
      'block4',
      'block5',
      'block6',
    ])
    expect(blocks[1]?.children?.map((span) => span._key)).toEqual([
      'block2span1',
      'block2span2',
      'block2span3',
    ])
  })

  it('builds headings, marks and both kinds of list', () => {
    expect(blocks[0]).toMatchObject({ style: 'h3', children: [{ text: 'Beneficios' }] })
    expect(blocks[1]?.children?.[1]).toMatchObject({ text: 'hasta 6 mm', marks: ['strong'] })
    expect(blocks[2]).toMatchObject({ listItem: 'bullet', level: 1, style: 'normal' })
    expect(blocks[3]?.children?.map((span) => span.text)).toEqual(['Dos ', 'fuerte'])
    expect(blocks[4]).toMatchObject({ listItem: 'number', level: 1 })
    expect(blocks[0]).not.toHaveProperty('listItem')
  })

  it('reads back as plain text, one block a line', () => {
    expect(plainText(blocks)).toBe(
      'Beneficios\nSella pinchazos de hasta 6 mm.\nUno\nDos fuerte\nPrimero\nSegundo',
    )
  })
})
