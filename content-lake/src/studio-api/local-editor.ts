/**
 * The one person the local Content Lake knows: whoever runs the Studio on this machine. Offline
 * there is no sign-in; the Studio sends this editor's token (see studio/env.ts) on every request.
 */
export const LOCAL_EDITOR_ID = 'local-editor'

const administrator = { name: 'administrator', title: 'Administrator' }

export const localEditor = {
  id: LOCAL_EDITOR_ID,
  name: 'Equipo de marketing',
  email: 'marketing@rehoboth.local',
  profileImage: null,
  provider: 'local',
  role: administrator.name,
  roles: [administrator],
}

/** Every permission the Studio checks, on every document: the local editor may do anything. */
export const fullAccessGrants = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'],
  },
]
