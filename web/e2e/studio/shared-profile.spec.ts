import { expect, servers, test } from './studio-fixtures.ts'

// The Studio tests share a browser profile for its caches (studio-fixtures.ts), never the state
// one test leaves for the next.
test.describe.configure({ mode: 'serial' })

// The lake answers its ping at once, where the Studio's own addresses load the whole Studio.
const address = `${servers.lakeUrl}/v1/ping`

test('a test leaves storage, a cookie and a route behind', async ({ page, context }) => {
  await context.route(address, (route) => route.fulfill({ body: 'routed' }))
  await page.goto(address)
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'yes')
    document.cookie = 'left-behind=yes; max-age=3600'
  })
  await expect(page.locator('body')).toHaveText('routed')
})

test('the next test finds none of it', async ({ page, context }) => {
  expect(await context.cookies()).toEqual([])
  const response = await page.goto(address)
  expect(await response?.text()).not.toBe('routed')
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull()
})
