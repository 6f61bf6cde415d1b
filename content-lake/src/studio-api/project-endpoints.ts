import type { HttpHandler } from 'msw'
import type { ApiContext } from '../api-context.ts'
import { fullAccessGrants, LOCAL_EDITOR_ID, localEditor } from './local-editor.ts'
import { studioRoute } from './routes.ts'

/** Who is signed in, the project, its dataset and what the editor may do in it. */
export function projectHandlers(api: ApiContext): HttpHandler[] {
  const member = {
    id: LOCAL_EDITOR_ID,
    role: localEditor.role,
    roles: localEditor.roles,
    isCurrentUser: true,
    isRobot: false,
    createdAt: '2025-01-01T00:00:00Z',
  }
  const project = {
    id: api.projectId,
    displayName: 'Rehoboth (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    organizationId: null,
    metadata: {},
    maxRetentionDays: 3,
    createdAt: '2025-01-01T00:00:00Z',
    members: [member],
    features: [],
    pendingInvites: 0,
  }
  const json = (body: unknown) => () => Response.json(body)
  return [
    ...studioRoute(api, 'get', 'users/me', json(localEditor)),
    ...studioRoute(api, 'get', 'users/:ids', json([localEditor])),
    ...studioRoute(api, 'get', 'projects/:projectId', json(project)),
    ...studioRoute(
      api,
      'get',
      'projects/:projectId/datasets',
      json([{ name: api.dataset, aclMode: 'public' }]),
    ),
    ...studioRoute(api, 'get', 'projects/:projectId/datasets/:dataset/acl', json(fullAccessGrants)),
    ...studioRoute(
      api,
      'get',
      'projects/:projectId/grants',
      json({ 'sanity.project': [{ grants: [{ name: 'read' }, { name: 'update' }] }] }),
    ),
    ...studioRoute(api, 'get', 'projects/:projectId/roles', json(localEditor.roles)),
    ...studioRoute(api, 'get', 'projects/:projectId/user-applications', json([])),
    ...studioRoute(
      api,
      'get',
      'projects/:projectId/new-content-release-allowed',
      json({ data: { isAllowed: true } }),
    ),
    ...studioRoute(api, 'get', 'access/requests/me', json([])),
  ]
}
