/**
 * The editors' guide (docs/guia-editores.md) read as a test reads it: its bold names, section by
 * section. In the guide, bold marks only what an editor finds on screen (buttons, menus, panes,
 * fields, list titles, tabs) and, in its first section, what the terminal prints; a bold lead-in
 * that ends in «.» or «:» introduces a paragraph and names nothing.
 */

export interface GuideSection {
  /** The section's heading without its «## » ('' before the first heading). */
  heading: string
  /** Its bold names in order of appearance, each once; a path («A → B», «A › B») gives each step. */
  names: string[]
}

/** A line of the guide that gives an address `npm start` prints: `- **Title** http://…`. */
export interface TerminalAddress {
  title: string
  url: string
}

const bold = /\*\*([^*]+?)\*\*/g
const terminalLine = /^- \*\*([^*]+)\*\* (https?:\/\/\S+)/gm
const pathStep = /\s+[→›]\s+/

const isLeadIn = (text: string) => /[.:]$/.test(text)

export function guideSections(markdown: string): GuideSection[] {
  const terminalTitles = new Set(guideTerminalAddresses(markdown).map(({ title }) => title))
  return markdown.split(/^## /m).map((part, index) => {
    const heading = index === 0 ? '' : part.slice(0, part.indexOf('\n')).trim()
    const names = [...part.matchAll(bold)]
      .map(([, text]) => text!.replace(/\s+/g, ' ').trim())
      .filter((text) => !isLeadIn(text) && !terminalTitles.has(text))
      .flatMap((text) => text.split(pathStep))
    return { heading, names: [...new Set(names)] }
  })
}

export function guideTerminalAddresses(markdown: string): TerminalAddress[] {
  return [...markdown.matchAll(terminalLine)].map(([, title, url]) => ({
    title: title!,
    url: url!,
  }))
}
