import type { HttpHandler } from 'msw'
import type { ApiContext } from '../api-context.ts'
import type { UpgradeHandler } from '../upgrade.ts'
import { presenceSocketUpgrade } from './presence-socket.ts'
import { projectHandlers } from './project-endpoints.ts'
import { studioServiceHandlers } from './studio-services.ts'

export { LOCAL_EDITOR_ID, localEditor } from './local-editor.ts'

/**
 * The endpoints only the Studio calls, answered as Sanity would for a project whose one member is
 * the local editor with full rights: users/me, the project, its datasets and grants, and the
 * Studio's own services.
 */
export function studioApiHandlers(api: ApiContext): HttpHandler[] {
  return [...projectHandlers(api), ...studioServiceHandlers(api)]
}

/** Takes over the Studio's presence websocket, `socket/<dataset>`. */
export function studioApiUpgrade(api: ApiContext): UpgradeHandler | undefined {
  return presenceSocketUpgrade(api.dataset)
}
