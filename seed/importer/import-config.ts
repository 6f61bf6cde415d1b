export interface ImportTarget {
  projectId: string
  dataset: string
  token: string
}

export type ImportConfig = (
  | { mode: 'dry-run'; projectId: string | undefined; dataset: string }
  | ({ mode: 'import' } & ImportTarget)
) & {
  /** `--with-examples`: also the example contact requests, for a demo project. */
  withExamples: boolean
}

export type ConfigResult = { ok: true; config: ImportConfig } | { ok: false; message: string }

type Env = Readonly<Record<string, string | undefined>>

const usage = 'Usage: npm run seed [-- --dry-run] [--with-examples]'
const knownOptions = new Set(['--dry-run', '--with-examples'])

export const tokenHelp =
  'Create a token at https://www.sanity.io/manage -> your project -> API -> Tokens -> Add API token, ' +
  'with the Editor role, and export it as SANITY_API_WRITE_TOKEN.'

const projectIdHelp =
  'Set SANITY_PROJECT_ID to the project id shown at https://www.sanity.io/manage (under the project name).'

function valueOf(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

export function readImportConfig(env: Env, argv: readonly string[]): ConfigResult {
  const unknownOptions = argv.filter((argument) => !knownOptions.has(argument))
  if (unknownOptions.length > 0) {
    return { ok: false, message: `Unknown option ${unknownOptions.join(' ')}. ${usage}` }
  }

  const projectId = valueOf(env, 'SANITY_PROJECT_ID')
  const dataset = valueOf(env, 'SANITY_DATASET') ?? 'production'
  const withExamples = argv.includes('--with-examples')
  if (argv.includes('--dry-run')) {
    return { ok: true, config: { mode: 'dry-run', projectId, dataset, withExamples } }
  }

  const token = valueOf(env, 'SANITY_API_WRITE_TOKEN')
  const problems = [
    ...(projectId ? [] : [`SANITY_PROJECT_ID is not set. ${projectIdHelp}`]),
    ...(token ? [] : [`SANITY_API_WRITE_TOKEN is not set. ${tokenHelp}`]),
  ]
  if (!projectId || !token) {
    return {
      ok: false,
      message: [
        ...problems,
        'To see what would be imported without a project or token, run: npm run seed -- --dry-run',
      ].join('\n'),
    }
  }
  return { ok: true, config: { mode: 'import', projectId, dataset, token, withExamples } }
}
