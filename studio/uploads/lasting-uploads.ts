import type { AssetSource, AssetSourceUploadFile, AssetSourceUploaderClass } from 'sanity'

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
 * An upload finishes even when its field leaves the form. Sanity aborts an upload when its input
 * unmounts (its uploader hook aborts in an effect's clean-up): an editor who chose a picture and
 * at once opened the «Ficha técnica» tab lost it without a word (sanity-io/sanity#13912). The
 * upload's own changes still reach the document without the input, so this source's uploader lets
 * it run when the field it started from is no longer on the page. The editor's «Cancelar» is
 * clicked with the field on the page, and still aborts.
 */
export function lastingUploads(source: AssetSource): AssetSource {
  const Uploader: AssetSourceUploaderClass | undefined = source.Uploader
  if (!Uploader) return source
  watchDropsAndPastes()
  class LastingUploader extends Uploader {
    private readonly startedFrom = elementUploadStartedFrom()

    override abort(file?: AssetSourceUploadFile) {
      if (this.startedFrom && !this.startedFrom.isConnected) return
      super.abort(file)
    }
  }
  return { ...source, Uploader: LastingUploader }
}
