import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseAst } from 'vite'

type Node = { type: string; [key: string]: unknown }

export type NetlifyFunctionConfig = Record<string, unknown>

/** A name Netlify deploys a function under: anything else fails the whole deploy. */
const FUNCTION_FILE = /^[A-Za-z0-9_-]+\.ts$/

/**
 * The `config` of each Netlify function in a folder, by function name, read from the source text
 * as Netlify reads it: a value that is not written as a literal (a constant, a call) is refused,
 * since Netlify would not see it. Netlify deploys every file of the folder as a function, so any
 * other file there (a test, a helper) is refused too (netlify/zip-it-and-ship-it#550).
 */
export async function netlifyFunctionConfigs(
  folder: string,
): Promise<Map<string, NetlifyFunctionConfig>> {
  const files = await readdir(folder)
  const strangers = files.filter((file) => !FUNCTION_FILE.test(file))
  if (strangers.length > 0) {
    throw new Error(
      `${strangers.join(', ')}: Netlify would deploy these as functions and fail; ` +
        'keep only functions in the functions folder.',
    )
  }
  const configs = new Map<string, NetlifyFunctionConfig>()
  for (const file of files) {
    const source = await readFile(path.join(folder, file), 'utf8')
    configs.set(path.basename(file, '.ts'), configOf(source, file))
  }
  return configs
}

function configOf(source: string, file: string): NetlifyFunctionConfig {
  for (const statement of parseAst(source, { lang: 'ts' }).body as unknown as Node[]) {
    const declaration = statement.declaration as Node | null | undefined
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration')
      continue
    for (const declarator of declaration.declarations as Node[]) {
      if ((declarator.id as Node).name === 'config') {
        return literal(declarator.init as Node, file) as NetlifyFunctionConfig
      }
    }
  }
  throw new Error(`${file} exports no config.`)
}

function literal(node: Node, file: string): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'ArrayExpression':
      return (node.elements as Node[]).map((element) => literal(element, file))
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Node[]).map((property) => {
          const key = property.key as Node
          if (property.type !== 'Property' || property.computed)
            throw new Error(`${file}: config has a property Netlify cannot read.`)
          return [
            key.type === 'Identifier' ? key.name : key.value,
            literal(property.value as Node, file),
          ]
        }),
      )
    default:
      throw new Error(`${file}: config holds a ${node.type}; Netlify reads only literals.`)
  }
}
