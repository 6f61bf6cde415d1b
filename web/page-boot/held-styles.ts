import { createHash } from 'node:crypto'
import {
  brandFontHrefAttribute,
  firstScreenPendingAttribute,
  heldStylesAttribute,
} from './markers.ts'

/**
 * styled-components writes the rules of everything a page renders into one <style> in its <head>:
 * on the home page a quarter of its HTML. The sections below the first screen are held back while
 * it paints (web/src/styles/first-screen.ts), so their own rules are not needed until they are let
 * go: the build moves them into a stylesheet of their own, which the first-screen script fetches
 * when it lets the sections go and waits for (scripts/hold-first-screen.ts); without JavaScript a
 * <noscript> link brings it with the page.
 *
 * A rule moves when every class name of the component it styles appears only inside held
 * sections. styled-components' rehydration markers then no longer name those classes, so the app
 * writes their rules again when it renders them, as it does for any component it had not rendered.
 */

const SPLITTER = '/*!sc*/\n'
const STYLE_BLOCK = /(<style data-styled="true"[^>]*>)([\s\S]*?)(<\/style>)/
const MARKER = /^data-styled\.g(\d+)\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/
const HELD_RULE = new RegExp(
  String.raw`html\[${firstScreenPendingAttribute}\] \.([\w-]+)\{content-visibility:hidden;?\}`,
  'g',
)

type Group = {
  rules: string[]
  /** The rehydration marker that closes the group: the component's id and its class names. */
  marker?: { group: string; id: string; names: string[] }
}

function parseGroups(css: string): Group[] {
  const groups: Group[] = []
  let rules: string[] = []
  for (const part of css.split(SPLITTER)) {
    if (!part) continue
    const marker = MARKER.exec(part)
    if (!marker) {
      rules.push(part)
      continue
    }
    const [, group = '', id = '', names = ''] = marker
    groups.push({ rules, marker: { group, id, names: names.split(',').filter(Boolean) } })
    rules = []
  }
  if (rules.length > 0) groups.push({ rules })
  return groups
}

function serializeGroups(groups: Group[]): string {
  return groups
    .flatMap(({ rules, marker }) => {
      const names = marker?.names ?? []
      const closing =
        marker && names.length > 0
          ? [`data-styled.g${marker.group}[id="${marker.id}"]{content:"${names.join(',')},"}`]
          : []
      return [...rules, ...closing]
    })
    .map((part) => part + SPLITTER)
    .join('')
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title'])
const TAG =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/

/**
 * The class lists of the page's elements, each with whether it sits inside an element that has one
 * of `heldClasses` (an element with one is itself outside, unless an ancestor has one too).
 * Reads markup as React writes it: quoted attributes, every non-void element closed.
 */
function classLists(html: string, heldClasses: Set<string>) {
  const lists: { classes: string[]; insideHeld: boolean }[] = []
  const open: { tag: string; holds: boolean }[] = []
  const pattern = new RegExp(TAG.source, 'g')
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [token, closing, name, attributes = '', selfClosing] = match
    if (!name) continue
    const tag = name.toLowerCase()
    if (closing) {
      const index = open.map((element) => element.tag).lastIndexOf(tag)
      if (index >= 0) open.length = index
      continue
    }
    const insideHeld = open.at(-1)?.holds ?? false
    const classes = CLASS_ATTRIBUTE.exec(attributes)?.[1]?.split(/\s+/).filter(Boolean) ?? []
    if (classes.length > 0) lists.push({ classes, insideHeld })
    if (RAW_TEXT_ELEMENTS.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, match.index + token.length)
      pattern.lastIndex = end < 0 ? html.length : end
      continue
    }
    if (selfClosing || VOID_ELEMENTS.has(tag)) continue
    open.push({ tag, holds: insideHeld || classes.some((name) => heldClasses.has(name)) })
  }
  return lists
}

/** Class names a rule is for, among `names`: its `.name` selectors. */
function namesInRule(rule: string, names: Set<string>): string[] {
  return [...rule.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)]
    .map(([, name = '']) => name)
    .filter((name) => names.has(name))
}

export type SeparatedStyles = {
  /** The page with the held sections' rules out of its style block. */
  html: string
  /** Those rules, in their order, or '' when the page has none to move. */
  css: string
}

/** Moves the rules only the held sections use out of a prerendered page's styled-components block. */
export function separateHeldStyles(html: string): SeparatedStyles {
  const block = STYLE_BLOCK.exec(html)
  if (!block) return { html, css: '' }
  const [whole, opening = '', css = '', closing = ''] = block
  const groups = parseGroups(css)
  const heldClasses = new Set([...css.matchAll(HELD_RULE)].map(([, name = '']) => name))
  if (heldClasses.size === 0) return { html, css: '' }

  const groupOfName = new Map<string, number>()
  groups.forEach((group, index) => {
    for (const name of group.marker?.names ?? []) groupOfName.set(name, index)
  })
  const lists = classLists(html, heldClasses)
  const outside = new Set(lists.flatMap((list) => (list.insideHeld ? [] : list.classes)))
  const moving = new Set(
    lists.flatMap((list) =>
      list.insideHeld
        ? list.classes.filter((name) => groupOfName.has(name) && !outside.has(name))
        : [],
    ),
  )
  // A moved rule comes after every inline one. Where an element also has a class whose rules
  // came after the moved one's, the two could set the same property: keep that one inline.
  for (let changed = true; changed;) {
    changed = false
    for (const { classes, insideHeld } of lists) {
      if (!insideHeld) continue
      for (const name of classes) {
        if (!moving.has(name)) continue
        const position = groupOfName.get(name) ?? 0
        const overtaken = classes.some(
          (other) =>
            groupOfName.has(other) &&
            !moving.has(other) &&
            (groupOfName.get(other) ?? 0) > position,
        )
        if (overtaken) {
          moving.delete(name)
          changed = true
        }
      }
    }
  }
  if (moving.size === 0) return { html, css: '' }

  const moved: string[] = []
  const kept = groups.map((group) => {
    const names = new Set(group.marker?.names ?? [])
    const rules = group.rules.filter((rule) => {
      const ruleNames = namesInRule(rule, names)
      const moves = ruleNames.length > 0 && ruleNames.every((name) => moving.has(name))
      if (moves) moved.push(rule)
      return !moves
    })
    const marker = group.marker && {
      ...group.marker,
      names: group.marker.names.filter((name) => !moving.has(name)),
    }
    return { rules, marker }
  })
  if (moved.length === 0) return { html, css: '' }
  const rest = `${opening}${serializeGroups(kept)}${closing}`
  return { html: html.replace(whole, () => rest), css: moved.join('\n') + '\n' }
}

/** Where the held styles are published: named by their content, so they can be cached for good. */
export function heldStylesFile(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 12)
  return `assets/held-${hash}.css`
}

/**
 * Names the held styles' address on the first-screen script, which fetches them when it lets the
 * held sections go, and links them after the style block for a browser without JavaScript.
 */
export function linkHeldStyles(html: string, href: string): string {
  const script = new RegExp(`<script ${brandFontHrefAttribute}=[^>]*`).exec(html)
  if (!script) throw new Error('The page has no first-screen script to fetch its held styles.')
  const block = STYLE_BLOCK.exec(html)
  if (!block) throw new Error('The page has no styled-components block to follow.')
  const named = `${script[0]} ${heldStylesAttribute}="${href}"`
  const linked = `${block[0]}<noscript><link rel="stylesheet" href="${href}"/></noscript>`
  return html.replace(script[0], () => named).replace(block[0], () => linked)
}
