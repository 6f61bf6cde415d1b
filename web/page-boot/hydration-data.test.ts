import { describe, expect, it } from 'vitest'
import { hydrationDataFile, separateHydrationData } from './hydration-data.ts'
import { UnexpectedMarkupError } from './react-router-contract.ts'

// As React Router writes them: the stream's text as an escaped JSON string, `<` as \u003c.
const firstChunk = '[{"_1":2},"loaderData",{"title":"Limpiador \\"Rápido\\" <b>"}]\n'
const secondChunk = 'P3:[{"done":true}]\n'
const feed = (text: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replaceAll('<', '\\u003c')});</script>`
const close = '<script>window.__reactRouterContext.streamController.close();</script>'

const page = (scripts: string) =>
  '<!DOCTYPE html><html><head></head><body><main>Hola</main>' +
  '<script>window.__reactRouterContext = {"basename":"/rehoboth/"};</script>' +
  `${scripts}</body></html>`

describe('separateHydrationData', () => {
  it("takes the stream's text out of the page, in order, and leaves the rest as it was", () => {
    const separated = separateHydrationData(page(feed(firstChunk) + feed(secondChunk) + close))

    expect(separated.data).toBe(firstChunk + secondChunk)
    expect(separated.html).toBe(page(''))
  })

  it('stops the build when the page does not close its stream itself', () => {
    expect(() => separateHydrationData(page(feed(firstChunk)))).toThrow(
      /does not close its hydration stream/,
    )
  })

  it('stops the build when the page has no data scripts', () => {
    expect(() => separateHydrationData(page(''))).toThrow(UnexpectedMarkupError)
  })

  it('stops the build when a data script in another form would be left behind', () => {
    const otherForm =
      "<script>window.__reactRouterContext.streamController.enqueue('[1]');</script>"
    expect(() => separateHydrationData(page(feed(firstChunk) + otherForm + close))).toThrow(
      /still feeds or closes the stream/,
    )
  })
})

describe('hydrationDataFile', () => {
  it('names the file after its content, among the assets cached for good', () => {
    const file = hydrationDataFile(firstChunk)
    expect(file).toMatch(/^assets\/hydration-[\w-]{12}\.txt$/)
    expect(hydrationDataFile(firstChunk)).toBe(file)
    expect(hydrationDataFile(secondChunk)).not.toBe(file)
  })
})
