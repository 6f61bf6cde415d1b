import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isProductRoute, prerenderedRoutes } from './all-pages.ts'

describe('prerenderedRoutes', () => {
  let site: string

  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'bench-all-pages-'))
    for (const page of ['', 'Contacto', 'paraTuAuto', 'RestauradorDeFaros', '__bench-floor']) {
      await mkdir(path.join(site, page), { recursive: true })
      await writeFile(path.join(site, page, 'index.html'), '<!doctype html>')
    }
    await mkdir(path.join(site, 'assets'))
    await writeFile(path.join(site, 'assets', 'hydration-abc.txt'), '[]')
    await writeFile(path.join(site, '404.html'), '<!doctype html>')
  })

  afterEach(() => rm(site, { recursive: true, force: true }))

  it('lists every page of the built site once, the 404 page and the skipped folders left out', async () => {
    expect(await prerenderedRoutes(site, ['__bench-floor'])).toEqual([
      '/',
      '/Contacto',
      '/RestauradorDeFaros',
      '/paraTuAuto',
    ])
  })
})

describe('isProductRoute', () => {
  it('is every page but the home page, the contact page and the three catalogues', () => {
    expect(
      ['/', '/Contacto', '/paraTuAuto', '/paraTuHogar', '/paraTuTrabajo'].map(isProductRoute),
    ).toEqual([false, false, false, false, false])
    expect(isProductRoute('/RestauradorDeFaros')).toBe(true)
  })
})
