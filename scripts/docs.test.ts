import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The docs stay a reference: their links lead somewhere, the README stays short enough to read.
const root = fileURLToPath(new URL('..', import.meta.url))

function markdownFiles(): string[] {
  const tracked = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return tracked
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(root, file)))
    .filter((file) => !file.startsWith('bench/') && !file.startsWith('screenshots/'))
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '')
}

/** The text whose links and headings count: code blocks and inline code left out. */
function prose(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '')
}

/** GitHub's anchor for a heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsIn(markdown: string): Set<string> {
  const headings = prose(markdown).match(/^#{1,6} .+$/gm) ?? []
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ''))))
}

/** Each relative link of a file that leads to no file, or to no heading of the file it names. */
function brokenLinks(
  file: string,
  markdown: string,
  read: (file: string) => string | undefined,
): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '')
  return targets
    .filter((target) => !/^[a-z]+:/i.test(target))
    .filter((target) => {
      const [address = '', anchor] = target.split('#')
      const linked =
        address === ''
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), address))
      if (address !== '' && !existsSync(path.join(root, linked))) return true
      if (anchor === undefined || !linked.endsWith('.md')) return false
      const text = address === '' ? markdown : read(linked)
      return text !== undefined && !anchorsIn(text).has(decodeURIComponent(anchor))
    })
}

function readDoc(file: string): string | undefined {
  const full = path.join(root, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined
}

function tableCells(markdown: string): string[] {
  return withoutCodeBlocks(markdown)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
    .flatMap((line) => line.slice(1, -1).split('|'))
    .map((cell) => cell.trim())
}

describe('docs', () => {
  it('finds a link to a missing file or heading', () => {
    const markdown =
      '# Here\n[a](missing.md), [b](README.md#no-such-heading), [c](#here), `[d](nowhere.md)`'
    expect(brokenLinks('README.md', markdown, readDoc)).toEqual([
      'missing.md',
      'README.md#no-such-heading',
    ])
  })

  it.each(markdownFiles())('%s: every relative link leads to a file and heading', (file) => {
    expect(brokenLinks(file, readDoc(file) ?? '', readDoc)).toEqual([])
  })

  it('keeps the README under 220 lines and its table cells under 120 characters', () => {
    const readme = readDoc('README.md') ?? ''
    expect(readme.trimEnd().split('\n').length).toBeLessThan(220)
    expect(tableCells(readme).filter((cell) => cell.length >= 120)).toEqual([])
  })
})
