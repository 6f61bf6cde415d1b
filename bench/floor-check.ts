/**
 * The images of the floor page (`bench/floor/index.html`) that the built home page does not show:
 * the floor must draw the home page's first screen, its logo and its hero, at the same addresses.
 */
export function floorImagesMissingFromHome(floorHtml: string, homeHtml: string): string[] {
  const candidates = [...floorHtml.matchAll(/srcset="([^"]+)"/g)].flatMap(([, srcset = '']) =>
    srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  )
  return candidates.filter((url) => !homeHtml.includes(url))
}
