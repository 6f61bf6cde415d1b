import type { HttpHandler } from 'msw'
import type { ApiContext } from '../api-context.ts'
import type { UpgradeHandler } from '../upgrade.ts'

/**
 * The endpoints only the Studio calls (users/me, projects, grants, keyvalue, the presence
 * socket...). Placeholder until they are written; see /work/notes/lake-api.md.
 */
export function studioApiHandlers(_api: ApiContext): HttpHandler[] {
  return []
}

/** Takes over WebSocket upgrades it answers (the Studio's `socket/<dataset>`). */
export function studioApiUpgrade(_api: ApiContext): UpgradeHandler | undefined {
  return undefined
}
