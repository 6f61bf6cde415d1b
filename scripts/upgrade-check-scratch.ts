/**
 * The scratch copy where upgrade-check installs a set's new versions and runs the checks: the
 * project's files as they are in the work tree (tracked and new, not ignored). The developer's
 * node_modules and package-lock.json are only read, never written.
 */
import { spawn } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Step } from './upgrade-check-report.ts'

const dependencySections = ['dependencies', 'devDependencies', 'optionalDependencies'] as const

type Run = { code: number; output: string }

/** Runs a command and keeps its output (the last megabyte of it). */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env } })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-1_000_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => resolve({ code: 1, output: String(error) }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

export async function scratchCopy(root: string, label: string): Promise<string> {
  const listed = await run('git', ['ls-files', '-z', '-co', '--exclude-standard'], root)
  if (listed.code !== 0) throw new Error(`git ls-files failed: ${listed.output}`)
  const scratch = await mkdtemp(path.join(tmpdir(), `rehoboth-upgrade-${label}-`))
  for (const file of listed.output.split('\0').filter(Boolean)) {
    await mkdir(path.join(scratch, path.dirname(file)), { recursive: true })
    // A tracked file deleted in the work tree stays deleted in the copy.
    await copyFile(path.join(root, file), path.join(scratch, file)).catch(() => undefined)
  }
  return scratch
}

export const removeScratch = (scratch: string) => rm(scratch, { recursive: true, force: true })

/**
 * A package.json with the given versions: each declared member gets its new version with the
 * range operator it had (`^4.4.10` stays a caret range, `7.18.4` stays exact).
 */
export function repin(packageJson: string, versions: Record<string, string>): string {
  const manifest = JSON.parse(packageJson) as Record<string, unknown>
  for (const section of dependencySections) {
    const declared = manifest[section] as Record<string, string> | undefined
    for (const [name, version] of Object.entries(versions)) {
      const spec = declared?.[name]
      if (declared && spec !== undefined) {
        declared[name] = `${/^[\^~]/.exec(spec)?.[0] ?? ''}${version}`
      }
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** Every package.json of the project: the root's and its workspaces'. */
export async function packageJsonFiles(root: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[]
  }
  return ['.', ...(manifest.workspaces ?? [])].map((folder) =>
    path.join(root, folder, 'package.json'),
  )
}

export async function pinVersions(scratch: string, versions: Record<string, string>) {
  for (const file of await packageJsonFiles(scratch)) {
    await writeFile(file, repin(await readFile(file, 'utf8'), versions))
  }
}

export const npmInstall = (scratch: string) =>
  run('npm', ['install', '--no-audit', '--no-fund'], scratch)

type VitestJson = {
  numPassedTests?: number
  testResults?: {
    name: string
    message?: string
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[]
  }[]
}

/** Reads Vitest's JSON report into a step; files that failed to load count as failures. */
export function vitestStep(name: string, report: VitestJson, scratch: string): Step {
  const failures = (report.testResults ?? []).flatMap((file) => {
    const relative = path.relative(scratch, file.name)
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        test: `${relative} > ${test.fullName}`,
        message: (test.failureMessages?.[0] ?? '').split('\n')[0] ?? '',
      }))
    if (failed.length === 0 && file.message) {
      return [{ test: relative, message: file.message.split('\n')[0] ?? '' }]
    }
    return failed
  })
  return { name, passed: report.numPassedTests ?? 0, failures }
}

/** Runs Vitest in the scratch copy (its own Node and Vitest, through npm exec). */
export async function runVitest(scratch: string, name: string, files: string[]): Promise<Step> {
  const reportFile = path.join(scratch, `.upgrade-check-${name.replace(/\W+/g, '-')}.json`)
  const { output } = await run(
    'npm',
    ['exec', '--', 'vitest', 'run', '--reporter=json', `--outputFile=${reportFile}`, ...files],
    scratch,
  )
  try {
    return vitestStep(name, JSON.parse(await readFile(reportFile, 'utf8')) as VitestJson, scratch)
  } catch {
    return { name, passed: 0, failures: [], error: lastLines(output) }
  }
}

/** The contract tests present in the copy: React Router's, the Studio's, the Spanish gaps'. */
export async function contractTests(scratch: string): Promise<string[]> {
  const found: string[] = []
  for (const folder of ['web/page-boot', 'studio']) {
    const entries = await readdir(path.join(scratch, folder), { recursive: true }).catch(
      () => [] as string[],
    )
    for (const entry of entries) {
      if (
        !entry.includes('node_modules') &&
        /(^|\/)[^/]*(contract|spanish)[^/]*\.test\.tsx?$/.test(entry)
      ) {
        found.push(path.join(folder, entry))
      }
    }
  }
  return found.sort()
}

/** Runs an npm script in the scratch copy with a flag set; its last lines when it fails. */
export async function buildStep(
  scratch: string,
  build: { name: string; script: string; env: string },
): Promise<Step> {
  const { code, output } = await run('npm', ['run', build.script], scratch, { [build.env]: '1' })
  if (code === 0) return { name: build.name, passed: 1, failures: [] }
  return {
    name: build.name,
    passed: 0,
    failures: [{ test: `npm run ${build.script}`, message: lastLines(output) }],
  }
}

const lastLines = (output: string, count = 5) =>
  output
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .slice(-count)
    .join(' | ')
