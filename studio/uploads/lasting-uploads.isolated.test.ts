// @vitest-environment jsdom
import type { AssetSource, AssetSourceUploader, AssetSourceUploadFile } from 'sanity'
import { afterEach, describe, expect, test, vi } from 'vitest'
import config from '../sanity.config'
import { lastingUploads } from './lasting-uploads'

/** Sanity's uploader as far as aborting goes: it counts the aborts that reach it. */
class CountingUploader implements AssetSourceUploader {
  aborted = 0
  upload = () => []
  abort(_file?: AssetSourceUploadFile) {
    this.aborted += 1
  }
  getFiles = () => []
  subscribe = () => () => {}
  updateFile() {}
  reset() {}
}

const source: AssetSource = {
  name: 'sanity-default',
  title: 'Subir',
  component: () => null,
  Uploader: CountingUploader,
}

/** The uploader, created as Sanity creates it: while the file input's change event runs. */
function uploaderStartedFrom(input: Element): CountingUploader {
  const { Uploader } = lastingUploads(source)
  let uploader: CountingUploader | undefined
  input.addEventListener('change', () => {
    uploader = new Uploader!() as CountingUploader
  })
  input.dispatchEvent(new Event('change'))
  return uploader!
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('an upload whose field leaves the form', () => {
  test('goes on: the abort of its unmounted input does not reach the upload', () => {
    const input = document.body.appendChild(document.createElement('input'))
    const uploader = uploaderStartedFrom(input)
    input.remove()
    uploader.abort()
    expect(uploader.aborted).toBe(0)
  })

  test('is cancelled by the editor while its field is on the page', () => {
    const input = document.body.appendChild(document.createElement('input'))
    const uploader = uploaderStartedFrom(input)
    uploader.abort()
    expect(uploader.aborted).toBe(1)
  })

  test('dropped on the field goes on too: Sanity creates its uploader after the drop', async () => {
    const field = document.body.appendChild(document.createElement('div'))
    const { Uploader } = lastingUploads(source)
    field.dispatchEvent(new Event('drop', { bubbles: true }))
    await Promise.resolve()
    const uploader = new Uploader!() as CountingUploader
    field.remove()
    uploader.abort()
    expect(uploader.aborted).toBe(0)
  })

  test('started from no event, aborts as Sanity’s', () => {
    // Long after any drop or paste of the other tests.
    const now = performance.now()
    const later = vi.spyOn(performance, 'now').mockReturnValue(now + 60_000)
    const { Uploader } = lastingUploads(source)
    const uploader = new Uploader!() as CountingUploader
    later.mockRestore()
    uploader.abort()
    expect(uploader.aborted).toBe(1)
  })

  test('every image and file source of the Studio is one of these', () => {
    const image = config.form?.image?.assetSources
    const file = config.form?.file?.assetSources
    if (typeof image !== 'function' || typeof file !== 'function') {
      throw new Error('form.image and form.file asset sources are not set')
    }
    for (const resolve of [image, file]) {
      const [resolved] = resolve([source])
      expect(resolved?.Uploader).not.toBe(CountingUploader)
      expect(new resolved!.Uploader!()).toBeInstanceOf(CountingUploader)
    }
  })
})
