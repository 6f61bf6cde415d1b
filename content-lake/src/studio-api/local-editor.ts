import { LOCAL_EDITOR } from '../local-editor.ts'

/**
 * The one person the local Content Lake knows, as the Studio reads a Sanity user: whoever runs the
 * Studio on this machine. There is no sign-in; the Studio sends a token (see studio/offline.ts).
 */
export const LOCAL_EDITOR_ID = LOCAL_EDITOR.id

const administrator = { name: 'administrator', title: 'Administrator' }

export const localEditor = {
  id: LOCAL_EDITOR_ID,
  name: LOCAL_EDITOR.name,
  email: LOCAL_EDITOR.email,
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
