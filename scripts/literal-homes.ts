/**
 * The finder of shared literals spelled outside their home module: the API version (home
 * shared/project.ts, `apiVersion`) and the site's base path (home shared/site-base.ts,
 * `SITE_BASE`). The scope, and why, is in the header of scripts/literal-homes.test.ts.
 */
import ts from 'typescript'
import { apiVersion } from '../shared/project.ts'
import { SITE_BASE } from '../shared/site-base.ts'
import { PUBLISHED_BY_DEFAULT_SINCE } from '../content-lake/src/perspective.ts'

export interface SourceText {
  path: string
  text: string
}

export interface Finding {
  path: string
  line: number
  literal: string
  home: string
}

interface Literal {
  text: string
  home: string
  /** A test's string that spells it but only as part of the public contract, allowed there. */
  isContract: (token: string) => boolean
}

const LITERALS: Literal[] = [
  { text: apiVersion, home: 'shared/project.ts', isContract: (token) => token !== apiVersion },
  { text: SITE_BASE.replace(/\/$/, ''), home: 'shared/site-base.ts', isContract: () => true },
]

interface Allowance {
  /** A file, or a folder when it ends with '/'. */
  path: string
  /** Only this string literal of the file, when set. */
  token?: string
  reason: string
}

const ALLOWED: Allowance[] = [
  { path: 'scripts/literal-homes.ts', reason: 'The finder names the strings it allows.' },
  {
    path: 'web/server/netlify/',
    reason:
      "Netlify reads a function's config.path from its source without running it; " +
      "the functions' test checks each path against the endpoint table.",
  },
  {
    path: 'content-lake/src/perspective.ts',
    token: PUBLISHED_BY_DEFAULT_SINCE,
    reason:
      'The Sanity API version from which queries read published documents by default: ' +
      "a fact of Sanity's API that the lake copies, not the version this project asks for.",
  },
  {
    path: 'seed/data/site-settings.ts',
    token: 'https://www.example.com/facebook/rehoboth',
    reason: "The business's page on a social network, not the site's address.",
  },
]

const TEST_CODE = /(^|\/)(e2e|testing|test)\/|\.(test|spec)\.[cm]?[jt]sx?$/
const SOURCE_CODE = /\.([cm]?js|[cm]?ts|tsx)$/

export const isSourceCode = (path: string) => SOURCE_CODE.test(path)

function isAllowed(path: string, token: string): boolean {
  return ALLOWED.some(
    (allowance) =>
      (allowance.path.endsWith('/') ? path.startsWith(allowance.path) : path === allowance.path) &&
      (allowance.token === undefined || allowance.token === token),
  )
}

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (/\.[cm]?js$/.test(path)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/** Every string the code spells, with where it starts; comments are not strings. */
function stringsOf(file: SourceText): { token: string; line: number }[] {
  const source = ts.createSourceFile(
    file.path,
    file.text,
    ts.ScriptTarget.Latest,
    false,
    scriptKind(file.path),
  )
  const strings: { token: string; position: number }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      strings.push({ token: node.text, position: node.getStart(source) })
    } else if (ts.isRegularExpressionLiteral(node)) {
      strings.push({ token: node.text.replaceAll('\\/', '/'), position: node.getStart(source) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return strings.map(({ token, position }) => ({
    token,
    line: source.getLineAndCharacterOfPosition(position).line + 1,
  }))
}

/** The shared literals spelled outside their home, by file and line. */
export function literalsOutsideHomes(files: SourceText[]): Finding[] {
  const findings: Finding[] = []
  for (const file of files.filter((candidate) => isSourceCode(candidate.path))) {
    const literals = LITERALS.filter(
      (literal) => literal.home !== file.path && file.text.includes(literal.text),
    )
    if (literals.length === 0) continue
    const isTestCode = TEST_CODE.test(file.path)
    for (const { token, line } of stringsOf(file)) {
      for (const literal of literals) {
        if (!token.includes(literal.text)) continue
        if (isTestCode && literal.isContract(token)) continue
        if (isAllowed(file.path, token)) continue
        findings.push({ path: file.path, line, literal: literal.text, home: literal.home })
      }
    }
  }
  return findings
}
