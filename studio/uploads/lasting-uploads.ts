import type {
  AssetSource,
  AssetSourceUploader,
  AssetSourceUploadFile,
  AssetSourceUploaderClass,
} from 'sanity'

/** Where the last picture or file was dropped or pasted, and when. */
let lastDropOrPaste: { target: Element; at: number } | undefined
let watchingDropsAndPastes = false

// Sanity reads dropped and pasted files asynchronously: the uploader is created after the event.
const DROP_OR_PASTE_WINDOW_MS = 1000

function watchDropsAndPastes() {
  if (watchingDropsAndPastes || typeof window === 'undefined') return
  watchingDropsAndPastes = true
  for (const type of ['drop', 'paste']) {
    window.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element) {
          lastDropOrPaste = { target: event.target, at: performance.now() }
        }
      },
      { capture: true },
    )
  }
}

/**
 * The element an upload started from: the file input whose change event is running, or the field
 * a file was just dropped or pasted on. None otherwise (then the upload aborts as Sanity's does).
 */
function elementUploadStartedFrom(): Element | null {
  // `window.event` is the one way to know which input an uploader is created for: the asset
  // source API passes it none.
  const target = window.event?.target
  if (target instanceof Element) return target
  const recent = lastDropOrPaste
  return recent && performance.now() - recent.at < DROP_OR_PASTE_WINDOW_MS ? recent.target : null
}

/**
 * Uploads going on with no input of their own, by the time Sanity wrote in the field's upload
 * status (`_upload.createdAt`), with the way to stop each.
 */
const goingOnAlone = new Map<string, () => void>()

/** Whether the field's upload status (`value._upload`) is that of an upload going on alone. */
export function uploadGoingOnAlone(fieldValue: unknown): string | undefined {
  const startedAt = uploadStartedAt(fieldValue)
  return startedAt !== undefined && goingOnAlone.has(startedAt) ? startedAt : undefined
}

/** Stops the upload going on alone that started at `startedAt`; nothing once it has ended. */
export function cancelUploadGoingOnAlone(startedAt: string): void {
  goingOnAlone.get(startedAt)?.()
  goingOnAlone.delete(startedAt)
}

function uploadStartedAt(fieldValue: unknown): string | undefined {
  const status = (fieldValue as { _upload?: { createdAt?: unknown } } | undefined)?._upload
  return typeof status?.createdAt === 'string' ? status.createdAt : undefined
}

type StatusPatch = { type?: unknown; path?: unknown; value?: unknown }

/** The patches an upload sends its field, as a list (Sanity sends a list or a PatchEvent). */
function patchList(patches: unknown): StatusPatch[] {
  if (Array.isArray(patches)) return patches as StatusPatch[]
  const event = patches as { patches?: unknown } | undefined
  return Array.isArray(event?.patches) ? (event.patches as StatusPatch[]) : [patches as StatusPatch]
}

const isStatusPath = (path: unknown) =>
  Array.isArray(path) && path.length === 1 && path[0] === '_upload'

/**
 * An upload finishes even when its field leaves the form. Sanity aborts an upload when its input
 * unmounts (its uploader hook aborts in an effect's clean-up): an editor who chose a picture and
 * at once opened the «Ficha técnica» tab lost it without a word (sanity-io/sanity#13912). The
 * upload's own changes still reach the document without the input, so this source's uploader lets
 * it run when the field it started from is no longer on the page. The editor's «Cancelar» is
 * clicked with the field on the page, and still aborts; back on a field whose upload went on
 * alone, Sanity shows its progress with no «Cancelar» (only the input that started an upload
 * offers one), and studio/uploads/lone-upload-cancel.tsx offers it through uploadGoingOnAlone.
 */
export function lastingUploads(source: AssetSource): AssetSource {
  const Uploader: AssetSourceUploaderClass | undefined = source.Uploader
  if (!Uploader) return source
  watchDropsAndPastes()
  class LastingUploader extends Uploader {
    private readonly startedFrom = elementUploadStartedFrom()
    /** Its uploads' start times, as each wrote them in its field's upload status. */
    private readonly startedAt = new Set<string>()

    override upload(files: File[], options?: Parameters<AssetSourceUploader['upload']>[1]) {
      const onChange = options?.onChange
      if (!onChange) return super.upload(files, options)
      return super.upload(files, {
        ...options,
        onChange: (patches: unknown) => {
          this.note(patches)
          onChange(patches)
        },
      })
    }

    override abort(file?: AssetSourceUploadFile) {
      if (this.startedFrom && !this.startedFrom.isConnected) {
        for (const startedAt of this.startedAt) goingOnAlone.set(startedAt, () => super.abort())
        return
      }
      super.abort(file)
    }

    /** Notes when its uploads start, and forgets them when they end (Sanity clears the status). */
    private note(patches: unknown) {
      for (const patch of patchList(patches)) {
        if (!isStatusPath(patch.path)) continue
        const startedAt = uploadStartedAt({ _upload: patch.value })
        if (patch.type === 'set' && startedAt) this.startedAt.add(startedAt)
        if (patch.type === 'unset') {
          for (const ended of this.startedAt) goingOnAlone.delete(ended)
          this.startedAt.clear()
        }
      }
    }
  }
  return { ...source, Uploader: LastingUploader }
}
