import { describe, expect, test } from 'vitest'
import { OFFLINE_STORE_FOLDER } from '@rehoboth/shared/offline-store'
import { planServices } from './plan.ts'

const root = '/repo'
const names = (env: Record<string, string>, which: 'all' | 'studio' = 'all') =>
  planServices(which, env, root).services.map(({ name }) => name)

describe('npm start / npm run studio', () => {
  test('offline, npm start runs the lake, then the site and the Studio on it', () => {
    const plan = planServices('all', {}, root)
    expect(plan.offline).toBe(true)
    expect(plan.services.map(({ name, url }) => [name, url])).toEqual([
      ['lake', 'http://localhost:3334'],
      ['site', 'http://localhost:5173/rehoboth/'],
      ['studio', 'http://localhost:3333/'],
      ['inbox', 'http://localhost:1080/ (SMTP 127.0.0.1:1025)'],
    ])
    const [, site, studio] = plan.services
    expect(studio?.env.SANITY_STUDIO_CONTENT_LAKE_URL).toBe('http://localhost:3334')
    // The site e-mails sales about contact requests to the local inbox, linking the local Studio.
    expect(site?.env).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:1025',
      STUDIO_URL: 'http://localhost:3333',
      SITE_URL: 'http://localhost:5173',
    })
  })

  test('the inbox ports follow INBOX_SMTP_PORT and INBOX_WEB_PORT; SMTP_URL wins', () => {
    const plan = planServices('all', { INBOX_SMTP_PORT: '2525', INBOX_WEB_PORT: '2580' }, root)
    expect(plan.services[3]).toMatchObject({
      args: ['/repo/scripts/inbox.ts'],
      env: { INBOX_SMTP_PORT: '2525', INBOX_WEB_PORT: '2580' },
    })
    expect(plan.services[1]?.env.SMTP_URL).toBe('smtp://127.0.0.1:2525')
    const own = planServices('all', { SMTP_URL: 'smtp://mail.example.com:587' }, root)
    expect(own.services[1]?.env.SMTP_URL).toBe('smtp://mail.example.com:587')
  })

  test("the inbox keeps its mail beside the lake's store", () => {
    expect(planServices('all', {}, root).services[3]?.env.INBOX_MAIL_DIRECTORY).toBe(
      `/repo/${OFFLINE_STORE_FOLDER}/inbox`,
    )
    const moved = planServices('all', { OFFLINE_SANITY_DATA_DIR: '/tmp/store' }, root)
    expect(moved.services[3]?.env.INBOX_MAIL_DIRECTORY).toBe('/tmp/store/inbox')
  })

  test('npm run studio runs the lake and the Studio only', () => {
    expect(names({}, 'studio')).toEqual(['lake', 'studio'])
  })

  test('the ports follow CONTENT_LAKE_PORT, SITE_PORT and STUDIO_PORT', () => {
    const plan = planServices(
      'all',
      { CONTENT_LAKE_PORT: '4217', SITE_PORT: '4215', STUDIO_PORT: '4216' },
      root,
    )
    expect(plan.services.map(({ url }) => url)).toEqual([
      'http://localhost:4217',
      'http://localhost:4215/rehoboth/',
      'http://localhost:4216/',
      'http://localhost:1080/ (SMTP 127.0.0.1:1025)',
    ])
    // The sales e-mail links the product on the site and the request in the Studio where they run.
    expect(plan.services[1]?.env).toMatchObject({
      SITE_URL: 'http://localhost:4215',
      STUDIO_URL: 'http://localhost:4216',
    })
    expect(plan.services[2]?.env).toMatchObject({
      SANITY_STUDIO_CONTENT_LAKE_URL: 'http://localhost:4217',
      SANITY_STUDIO_SITE_URL: 'http://localhost:4215/rehoboth/',
    })
  })

  test('with a Sanity project no lake or local inbox runs and the Studio gets no lake address', () => {
    const plan = planServices('all', { SANITY_STUDIO_PROJECT_ID: 'abc123xy' }, root)
    expect(plan.offline).toBe(false)
    expect(plan.services.map(({ name }) => name)).toEqual(['site', 'studio'])
    expect(plan.services[1]?.env).not.toHaveProperty('SANITY_STUDIO_CONTENT_LAKE_URL')
  })

  test('a port that is not a number is refused in plain English', () => {
    expect(() => planServices('all', { CONTENT_LAKE_PORT: 'abc' }, root)).toThrow(
      'CONTENT_LAKE_PORT must be a port number (1-65535), got "abc"',
    )
  })
})
