import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { planServices } from './dev/plan.ts'
import { guideSections, guideTerminalAddresses } from './editors-guide.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const guide = readFileSync(new URL('../docs/guia-editores.md', import.meta.url), 'utf8')

describe('the editors’ guide', () => {
  it('names the addresses `npm start` prints as the terminal prints them', () => {
    const printed = planServices('all', {}, root).services.map(({ title, url }) => ({
      title,
      url: url.split(' ')[0],
    }))
    const named = guideTerminalAddresses(guide)
    expect(named.map(({ title }) => title)).toEqual([
      'Sanity Studio',
      'Sitio',
      'Correo local (maildev)',
    ])
    for (const address of named) expect(printed).toContainEqual(address)
  })

  it('reads bold names by section, skipping lead-ins and splitting paths', () => {
    const sections = guideSections(
      [
        'Intro with **Contenido**.',
        '## 1. Uno',
        '- **Sitio** http://localhost:5173/rehoboth/ — el sitio.',
        '**Quién recibe el correo.** En **Configuración del sitio › Contacto** pulsa **Agregar',
        'elemento** y **Publicar**: **Publicar**.',
        '## 2. Dos',
        '**Resumen:** abre **Productos → Todos los productos**.',
      ].join('\n'),
    )
    expect(sections).toEqual([
      { heading: '', names: ['Contenido'] },
      {
        heading: '1. Uno',
        names: ['Configuración del sitio', 'Contacto', 'Agregar elemento', 'Publicar'],
      },
      { heading: '2. Dos', names: ['Productos', 'Todos los productos'] },
    ])
  })
})
