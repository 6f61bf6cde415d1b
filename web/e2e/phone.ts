import { devices } from '@playwright/test'

// The browser type is chosen per worker, so only the phone's screen, touch and user agent are taken.
const { defaultBrowserType: _browserType, viewport: _viewport, ...pixel7 } = devices['Pixel 7']

/** A mid-range Android phone (a Pixel 7's touch and user agent) at the 390 x 844 of the issue. */
export const phone = { ...pixel7, viewport: { width: 390, height: 844 } }
