import { createClient } from '@sanity/client'
import type { ClientConfig } from '@sanity/client'
import type { WorkspaceOptions } from 'sanity'
import { contentLakeUrl, localEditorToken } from './env'
import { spreadListeners } from './spread-listeners'

/**
 * What makes the Studio work on the local Content Lake: requests go to the lake (which Chromium
 * reaches as `<projectId>.localhost`), and every client carries the local editor's token, so the
 * Studio opens straight on the desk with no sign-in and sees drafts and contact requests.
 */
export const offlineWorkspaceOptions = {
  apiHost: contentLakeUrl,
  auth: { loginMethod: 'token' },
  unstable_clientFactory: (options: ClientConfig) =>
    spreadListeners(
      createClient({
        ...options,
        token: localEditorToken,
        withCredentials: false,
        ignoreBrowserTokenWarning: true,
      }),
    ),
} satisfies Partial<WorkspaceOptions>
