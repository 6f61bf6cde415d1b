// @vitest-environment jsdom
import type { AssetSource, AssetSourceUploader, AssetSourceUploadFile } from 'sanity'
import { afterEach, describe, expect, test, vi } from 'vitest'
import config from '../sanity.config'
import { cancelUploadGoingOnAlone, lastingUploads, uploadGoingOnAlone } from './lasting-uploads'

/** Sanity's uploader as far as aborting goes: it counts the aborts that reach it. */
class CountingUploader implements AssetSourceUploader {
  aborted = 0
  /** What the upload sends its field, as Sanity's uploader passes it on. */
  sendToField: (patches: unknown) => void = () => {}
  upload(_files: File[], options?: { onChange?: (patches: unknown) => void }) {
    this.sendToField = options?.onChange ?? (() => {})
    return []
  }
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

/** The field's upload status as Sanity's uploader first writes it. */
function startStatus(createdAt: string) {
  return [
    {
      type: 'set',
      path: ['_upload'],
      value: { progress: 2, createdAt, updatedAt: createdAt, file: { name: 'motor.png' } },
    },
  ]
}

describe('an upload that went on alone, back on its field', () => {
  test('is found by the field’s upload status, and «Cancelar» stops it', () => {
    const input = document.body.appendChild(document.createElement('input'))
    const uploader = uploaderStartedFrom(input)
    const sentToField: unknown[] = []
    uploader.upload([], { onChange: (patches) => sentToField.push(patches) })
    uploader.sendToField(startStatus('2026-11-29T09:00:00.000Z'))
    expect(sentToField).toEqual([startStatus('2026-11-29T09:00:00.000Z')])
    input.remove()
    uploader.abort()
    expect(uploader.aborted).toBe(0)

    const field = { _upload: startStatus('2026-11-29T09:00:00.000Z')[0]!.value }
    expect(uploadGoingOnAlone(field)).toBe('2026-11-29T09:00:00.000Z')
    cancelUploadGoingOnAlone('2026-11-29T09:00:00.000Z')
    expect(uploader.aborted).toBe(1)
    expect(uploadGoingOnAlone(field)).toBeUndefined()
  })

  test('is not offered once it has ended', () => {
    const input = document.body.appendChild(document.createElement('input'))
    const uploader = uploaderStartedFrom(input)
    uploader.upload([], { onChange: () => {} })
    uploader.sendToField(startStatus('2026-11-29T09:01:00.000Z'))
    input.remove()
    uploader.abort()
    uploader.sendToField({ patches: [{ type: 'unset', path: ['_upload'] }] })
    expect(
      uploadGoingOnAlone({ _upload: { createdAt: '2026-11-29T09:01:00.000Z' } }),
    ).toBeUndefined()
  })

  test('is not one while its own input is on the page: Sanity offers «Cancelar» there', () => {
    const input = document.body.appendChild(document.createElement('input'))
    const uploader = uploaderStartedFrom(input)
    uploader.upload([], { onChange: () => {} })
    uploader.sendToField(startStatus('2026-11-29T09:02:00.000Z'))
    expect(
      uploadGoingOnAlone({ _upload: { createdAt: '2026-11-29T09:02:00.000Z' } }),
    ).toBeUndefined()
    expect(uploadGoingOnAlone(undefined)).toBeUndefined()
  })
})
