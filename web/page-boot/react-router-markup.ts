/**
 * The build rewrites React Router's prerendered pages (boot-after-load.ts, hydration-data.ts) by
 * finding the markup React Router 7 writes. Should an upgrade change that markup, the rewrite must
 * not quietly leave pages as they were: it stops the build with this error instead.
 */
export class UnexpectedMarkupError extends Error {
  constructor(what: string) {
    super(
      `${what} React Router's prerendered markup is not what web/page-boot expects (did a React ` +
        'Router upgrade change it?). Compare a page in web/dist/client with ' +
        'web/page-boot/fixtures/ and update the patterns in web/page-boot (see its README).',
    )
    this.name = 'UnexpectedMarkupError'
  }
}
