import ts from 'typescript'

/** String keys by namespace («studio», «structure»…), as a locale defines them. */
export type LocaleKeys = Map<string, Set<string>>

/** A Studio string with no Spanish: its namespace, its key and its English. */
export type MissingSpanish = { namespace: string; key: string; english: string }

/** The English strings of one namespace: key → text. */
export type EnglishStrings = Map<string, Map<string, string>>

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined
  const { name } = property
  return ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : undefined
}

function stringValue(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined
  const value = property.initializer
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)
    ? value.text
    : undefined
}

/**
 * Each call to `callee` in `source`, as its own small source: the bundles are large (Sanity's main
 * one is 2 MB), and only these calls are parsed.
 */
function callsTo(callee: string, source: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true)
  const calls: string[] = []
  for (let start = source.indexOf(`${callee}(`); start >= 0;) {
    scanner.setText(source, start + callee.length)
    let depth = 0
    do {
      const token = scanner.scan()
      if (token === ts.SyntaxKind.OpenParenToken || token === ts.SyntaxKind.OpenBraceToken) depth++
      if (token === ts.SyntaxKind.CloseParenToken || token === ts.SyntaxKind.CloseBraceToken)
        depth--
      if (token === ts.SyntaxKind.EndOfFileToken) depth = 0
    } while (depth > 0)
    calls.push(source.slice(start, scanner.getTokenEnd()))
    start = source.indexOf(`${callee}(`, scanner.getTokenEnd())
  }
  return calls
}

function visitCalls(
  source: string,
  callee: string,
  onCall: (args: ts.NodeArray<ts.Expression>) => void,
) {
  for (const text of callsTo(callee, source)) {
    const file = ts.createSourceFile('call.js', text, ts.ScriptTarget.Latest, false)
    const [statement] = file.statements
    if (
      statement &&
      ts.isExpressionStatement(statement) &&
      ts.isCallExpression(statement.expression)
    ) {
      onCall(statement.expression.arguments)
    }
  }
}

/**
 * The English strings a built bundle of Sanity's defines: every
 * `defineLocalesResources("<namespace>", { "<key>": "<English>", … })` in it (Sanity's own
 * marker for its locale resources, kept in its dist).
 */
export function englishStringsIn(source: string): EnglishStrings {
  const strings: EnglishStrings = new Map()
  visitCalls(source, 'defineLocalesResources', ([namespace, resources]) => {
    if (!namespace || !resources) return
    if (!ts.isStringLiteral(namespace) || !ts.isObjectLiteralExpression(resources)) return
    const texts = strings.get(namespace.text) ?? new Map<string, string>()
    for (const property of resources.properties) {
      const key = propertyName(property)
      const english = stringValue(property)
      if (key !== undefined && english !== undefined) texts.set(key, english)
    }
    strings.set(namespace.text, texts)
  })
  return strings
}

/**
 * The keys a built namespace of a community locale translates: those of its
 * `removeUndefinedLocaleResources({ … })` with a text (untranslated ones are `undefined`).
 */
export function translatedKeysIn(source: string): Set<string> {
  const keys = new Set<string>()
  visitCalls(source, 'removeUndefinedLocaleResources', ([resources]) => {
    if (!resources || !ts.isObjectLiteralExpression(resources)) return
    for (const property of resources.properties) {
      const key = propertyName(property)
      if (key !== undefined && stringValue(property) !== undefined) keys.add(key)
    }
  })
  return keys
}

/** Merges key sets by namespace. */
export function mergeKeys(...sets: LocaleKeys[]): LocaleKeys {
  const merged: LocaleKeys = new Map()
  for (const set of sets) {
    for (const [namespace, keys] of set) {
      merged.set(namespace, new Set([...(merged.get(namespace) ?? []), ...keys]))
    }
  }
  return merged
}

/** Every English string of `namespaces` that `spanish` does not translate. */
export function missingSpanish(
  english: EnglishStrings,
  spanish: LocaleKeys,
  namespaces: readonly string[],
): MissingSpanish[] {
  return namespaces.flatMap((namespace) =>
    [...(english.get(namespace) ?? [])]
      .filter(([key]) => !spanish.get(namespace)?.has(key))
      .map(([key, text]) => ({ namespace, key, english: text })),
  )
}
