/**
 * The cookie that says, to scripts, that this browser is in an editor's drafts preview (the site's
 * preview route sets it beside the HttpOnly session, web/server/preview). The first-screen script
 * reads it as well as the app, so it lives with the page boot and imports nothing.
 */
export const PREVIEW_FLAG_COOKIE = 'rehoboth_preview'

export function isPreviewing(cookies: string | undefined = globalThis.document?.cookie): boolean {
  return (cookies ?? '').split(';').some((cookie) => cookie.trim() === `${PREVIEW_FLAG_COOKIE}=1`)
}
