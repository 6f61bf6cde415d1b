import { ActionFailure, existing, text } from './action-failure.ts'
import type { Action, Read } from './action-failure.ts'
import { strengthenOnPublish } from './strengthen-references.ts'
import type { SanityDocument } from './types.ts'

/** What release actions need to know of the dataset beyond one document. */
export interface ReleaseLookups {
  /** The ids of the documents of a release (`versions.<releaseId>.*`), as they stand now. */
  versionIds: (releaseId: string) => string[]
  /** The release's documents as they were when it was last archived (from the log). */
  archivedVersions: (releaseId: string) => SanityDocument[]
  timestamp: string
}

const RELEASE_TYPE = 'system.release'
export const releaseDocumentId = (releaseId: string) => `_.releases.${releaseId}`
export const versionPrefix = (releaseId: string) => `versions.${releaseId}.`

function releaseIn(read: Read, action: Action, ...states: string[]) {
  const releaseId = text(action, 'releaseId')
  const release = existing(read, releaseDocumentId(releaseId))
  if (states.length && !states.includes(String(release.state))) {
    throw new ActionFailure(
      409,
      'releaseStateError',
      `Release "${releaseId}" is ${String(release.state)}, not ${states.join(' or ')}`,
      release._id,
    )
  }
  return { releaseId, release, id: release._id }
}

/** What publishing one version does to its published document. */
function publishVersion(version: SanityDocument, releaseId: string): unknown[] {
  const publishedId = version._id.slice(versionPrefix(releaseId).length)
  const { _system: system, ...content } = version as SanityDocument & { _system?: unknown }
  const unpublish = (system as { delete?: unknown } | undefined)?.delete === true
  return [
    unpublish
      ? { delete: { id: publishedId } }
      : { createOrReplace: strengthenOnPublish({ ...content, _id: publishedId }) },
    { delete: { id: version._id } },
  ]
}

/**
 * The mutations for one release action, on the release's system document
 * (`_.releases.<releaseId>`, type `system.release`) and its versions. Scheduling only records
 * `publishAt`: nothing publishes a scheduled release by itself offline.
 */
export function releaseMutations(action: Action, read: Read, lake: ReleaseLookups): unknown[] {
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      const releaseId = text(action, 'releaseId')
      const id = releaseDocumentId(releaseId)
      if (read(id)) {
        throw new ActionFailure(409, 'documentAlreadyExistsError', `Release "${releaseId}" exists`)
      }
      const metadata = (action.metadata ?? {}) as object
      return [
        { create: { _id: id, _type: RELEASE_TYPE, name: releaseId, state: 'active', metadata } },
      ]
    }
    case 'sanity.action.release.edit': {
      const { id } = releaseIn(read, action)
      return [{ patch: { ...(action.patch as object), id } }]
    }
    case 'sanity.action.release.schedule': {
      const { id } = releaseIn(read, action, 'active')
      return [{ patch: { id, set: { state: 'scheduled', publishAt: text(action, 'publishAt') } } }]
    }
    case 'sanity.action.release.unschedule': {
      const { id } = releaseIn(read, action, 'scheduled')
      return [{ patch: { id, set: { state: 'active' }, unset: ['publishAt'] } }]
    }
    case 'sanity.action.release.publish': {
      const { id, releaseId } = releaseIn(read, action, 'active', 'scheduled')
      const versions = lake.versionIds(releaseId).map((versionId) => existing(read, versionId))
      const finalDocumentStates = versions.map(({ _id }) => ({
        id: _id.slice(versionPrefix(releaseId).length),
      }))
      return [
        ...versions.flatMap((version) => publishVersion(version, releaseId)),
        {
          patch: {
            id,
            set: { state: 'published', publishedAt: lake.timestamp, finalDocumentStates },
          },
        },
      ]
    }
    case 'sanity.action.release.archive': {
      const { id, releaseId } = releaseIn(read, action, 'active', 'published')
      return [
        ...lake.versionIds(releaseId).map((versionId) => ({ delete: { id: versionId } })),
        { patch: { id, set: { state: 'archived' } } },
      ]
    }
    case 'sanity.action.release.unarchive': {
      const { id, releaseId } = releaseIn(read, action, 'archived')
      return [
        ...lake.archivedVersions(releaseId).map((version) => ({ createOrReplace: version })),
        { patch: { id, set: { state: 'active' } } },
      ]
    }
    case 'sanity.action.release.delete': {
      const { id } = releaseIn(read, action, 'archived', 'published')
      return [{ delete: { id } }]
    }
    default:
      throw new ActionFailure(
        400,
        'validationError',
        `Action type "${String(action.actionType)}" is not supported by the local Content Lake`,
      )
  }
}
