import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join, relative } from 'node:path'
import { MAX_QUERY_NESTING } from '../query-limits.ts'

/**
 * Hostile requests for the standalone Content Lake, generated from a seed: malformed and
 * percent-encoded paths, foreign Host headers, huge and deeply nested JSON bodies, mutations and
 * actions that must fail, bad query parameters, queries built to run for minutes or nested past
 * the limits, replayed transaction ids, bad uploads. Each comes with the status the lake must
 * answer; none may change the store, and every answer must come within the lake's query time
 * limit. The Vitest suite runs a few hundred (hostile-requests.test.ts); `npm run fuzz` may run
 * thousands. Write `heavyQueryDocuments()` to the lake first: the nested queries need
 * that many documents to be heavy.
 */

export interface HostileRequest {
  method: string
  /** Path and query string, sent as they are (not re-encoded). */
  path: string
  /** The Host header. */
  host: string
  headers: Record<string, string>
  body?: Buffer
}

export interface HostileCase {
  /** What the case tries, for reports. */
  name: string
  /**
   * Its family: path, host, body, mutation, action, query, heavyQuery, transaction, upload,
   * listen. A heavyQuery case keeps a query worker busy until the time limit (408) or is refused
   * at once for its nesting (400): the lake must keep answering other requests meanwhile.
   */
  kind: string
  request: HostileRequest
  /** The status the lake must answer (any of them). */
  expectStatus: readonly number[]
}

export interface HostileOptions {
  /** The lake's port: the Host headers of the lake's own requests name it. */
  port: number
  projectId: string
  dataset: string
  /** An existing document (its id and `_rev`), for conflicts, stale revisions and replays. */
  existing: { id: string; rev: string }
  /** A transaction id the lake has logged, for replays. */
  loggedTransactionId: string
  seed?: number
}

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

const TOKEN = 'hostile-suite-editor'
const json = (value: unknown) => Buffer.from(JSON.stringify(value))
const nested = (levels: number, leaf: string) => `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`

/** The query of issue 27 that held the lake for over two minutes. */
const NESTED_COUNTS = 'count(*[count(*[count(*[count(*[true]) > 0]) > 0]) > 0])'
/** `levels` filters in one another: with n documents, n^levels evaluations. */
const nestedFilters = (levels: number) => `${'*['.repeat(levels)}true${']'.repeat(levels)}`
/** `count(*[count(*[… true]) > 0])`, `levels` counts deep: two nesting levels each. */
const nestedCounts = (levels: number) =>
  `${'count(*['.repeat(levels)}true${']) > 0'.repeat(levels)}`.replace(/ > 0$/, '')

/**
 * Documents that make the nested queries heavy: with this many, each of
 * `count(*[count(*[count(*[count(*[true]) > 0]) > 0]) > 0])` and `*[*[*[*[true]]]]` takes
 * minutes unbounded. `createOrReplace` them before the hostile cases (and the store's
 * fingerprint).
 */
export function heavyQueryDocuments(count = 100): Array<{ _id: string; _type: string; n: number }> {
  return Array.from({ length: count }, (_, n) => ({ _id: `hostile-heavy-${n}`, _type: 'note', n }))
}

const JUNK_SEGMENTS = [
  '%E0%A4%A',
  '%',
  '%%',
  '%ZZ',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  encodeURIComponent('\u00e9'.normalize('NFD')),
  'a'.repeat(3000),
  '%FF%FE',
  '%u0041',
  ';',
  '%0d%0aSet-Cookie:%20x=1',
]

/** Every family of hostile cases, each made from the random source. */
function families(options: HostileOptions, rng: ReturnType<typeof random>) {
  const { port, projectId, dataset, existing } = options
  const ownHost = `${projectId}.localhost:${port}`
  const v = `/v2025-02-19`
  const write = (
    path: string,
    body: Buffer | undefined,
    extra: Partial<HostileRequest> = {},
  ): HostileRequest => ({
    method: 'POST',
    path,
    host: ownHost,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    ...(body && { body }),
    ...extra,
  })
  const mutate = (mutations: unknown, query = '') =>
    write(`${v}/data/mutate/${dataset}${query}`, json({ mutations }))
  const act = (actions: unknown) => write(`${v}/data/actions/${dataset}`, json({ actions }))
  const get = (path: string, extra: Partial<HostileRequest> = {}): HostileRequest => ({
    method: 'GET',
    path,
    host: ownHost,
    headers: { authorization: `Bearer ${TOKEN}` },
    ...extra,
  })
  const missingId = () => `hostile-missing-${rng.int(1e9)}`

  return {
    path: (): Omit<HostileCase, 'kind'> => {
      const segment = rng.pick(JUNK_SEGMENTS)
      const where = rng.pick([
        `/${segment}`,
        `${v}/${segment}`,
        `${v}/data/${segment}/${dataset}`,
        `${v}/data/query/${segment}?query=*`,
        `/images/${projectId}/${dataset}/${segment}`,
        `/files/${projectId}/${dataset}/${segment}.pdf`,
        `/${segment}.sanity.io${v}/data/query/${dataset}?query=*`,
        `${v}/data/mutate/${segment}`,
      ])
      const post = where.includes('/mutate/')
      return {
        name: `path ${where.slice(0, 80)}`,
        request: post ? write(where, json({ mutations: [] })) : get(where),
        expectStatus: post ? [400, 404] : [400, 403, 404],
      }
    },
    host: () => {
      const host = rng.pick([
        `evil.example:${port}`,
        `localhost.evil.example:${port}`,
        `${projectId}.localhost.evil:${port}`,
        `localhost:${port + 1}`,
        'localhost',
        `127.0.0.2:${port}`,
        `[::2]:${port}`,
        `${projectId}.localhost:${port}:${port}`,
        `local\u0068ost@evil:${port}`,
        `${'a'.repeat(300)}:${port}`,
      ])
      return {
        name: `foreign Host ${host.slice(0, 60)}`,
        request: {
          ...mutate([{ create: { _id: `rebound-${rng.int(1e9)}`, _type: 'note' } }]),
          host,
        },
        expectStatus: [403],
      }
    },
    body: () =>
      rng.pick([
        () => ({
          name: 'mutation body nested 5,000 deep',
          request: write(
            `${v}/data/mutate/${dataset}`,
            Buffer.from(`{"mutations":${nested(5_000, '')}}`),
          ),
          expectStatus: [400],
        }),
        () => ({
          name: 'document nested 1,000 deep',
          request: write(
            `${v}/data/mutate/${dataset}`,
            Buffer.from(
              `{"mutations":[{"create":{"_id":"deep","_type":"note","v":${nested(1_000, '1')}}}]}`,
            ),
          ),
          expectStatus: [400],
        }),
        () => ({
          name: 'query body over 1 MB',
          request: write(
            `${v}/data/query/${dataset}`,
            json({ query: '*', params: { pad: 'x'.repeat(1_100_000) } }),
          ),
          expectStatus: [413],
        }),
        () => ({
          name: 'body that is not JSON',
          request: write(
            `${v}/data/${rng.pick(['mutate', 'actions', 'query'])}/${dataset}`,
            Buffer.from(rng.pick(['{', '{"mutations":[', '\u0000\u0001', 'null null', "{'a':1}"])),
          ),
          expectStatus: [400],
        }),
        () => ({
          name: 'body that is JSON but not a request',
          request: write(
            `${v}/data/${rng.pick(['mutate', 'actions'])}/${dataset}`,
            json(rng.pick([null, 42, 'x', [], { mutations: {} }, { actions: 'publish' }])),
          ),
          expectStatus: [400],
        }),
      ])(),
    mutation: () => {
      const id = existing.id
      const [name, mutations, status] = rng.pick<[string, unknown, number[]]>([
        ['inc with a string', [{ patch: { id, inc: { count: 'nan' } } }], [400]],
        ['dec with an object', [{ patch: { id, dec: { count: {} } } }], [400]],
        ['unknown patch operation', [{ patch: { id, explode: { a: 1 } } }], [400]],
        ['unset with a string', [{ patch: { id, unset: 'title' } }], [400]],
        ['insert without items', [{ patch: { id, insert: { after: 'tags[-1]' } } }], [400]],
        ['set not an object', [{ patch: { id, set: ['x'] } }], [400]],
        ['set of _id', [{ patch: { id, set: { _id: 'other' } } }], [400]],
        ['patch of a missing document', [{ patch: { id: missingId(), set: { a: 1 } } }], [404]],
        ['stale revision', [{ patch: { id, ifRevisionID: 'stale', set: { a: 1 } } }], [409]],
        ['create of an existing id', [{ create: { _id: id, _type: 'note' } }], [409]],
        ['create without _type', [{ create: { _id: missingId() } }], [400]],
        [
          'invalid id',
          [{ create: { _id: rng.pick(['a b', '../x', '.x', 'é', 'a..b']), _type: 'n' } }],
          [400],
        ],
        [
          'id over 128 characters',
          [{ createOrReplace: { _id: 'x'.repeat(129), _type: 'n' } }],
          [400],
        ],
        ['two kinds in one mutation', [{ create: { _type: 'n' }, delete: { id } }], [400]],
        [
          'unknown kind',
          [{ [rng.pick(['__proto__', 'toString', 'constructor', 'merge'])]: {} }],
          [400],
        ],
        ['null mutation', [null], [400]],
        ['mutations not an array', { create: { _type: 'n' } }, [400]],
        ['delete by a broken query', [{ delete: { query: '*[' } }], [400]],
        [
          'delete by a query with a foreign param',
          [{ delete: { query: '*[_id == $__proto__]' } }],
          [400],
        ],
        ['patch by a query not a string', [{ patch: { query: 42, set: { a: 1 } } }], [400]],
        [
          'a good create then a failing patch',
          [
            { create: { _id: missingId(), _type: 'n' } },
            { patch: { id: missingId(), set: { a: 1 } } },
          ],
          [404],
        ],
      ])
      return { name, request: mutate(mutations), expectStatus: status }
    },
    action: () => {
      const [name, actions, status] = rng.pick<[string, unknown, number[]]>([
        ['unknown action type', [{ actionType: 'sanity.action.document.explode' }], [400]],
        [
          'publish of a missing draft',
          [
            {
              actionType: 'sanity.action.document.publish',
              draftId: `drafts.${missingId()}`,
              publishedId: missingId(),
            },
          ],
          [404],
        ],
        ['edit without ids', [{ actionType: 'sanity.action.document.edit' }], [400]],
        [
          'edit with a bad patch',
          [
            {
              actionType: 'sanity.action.document.edit',
              draftId: `drafts.${existing.id}`,
              publishedId: existing.id,
              patch: { inc: { count: 'x' } },
            },
          ],
          [400],
        ],
        [
          'release action on a missing release',
          [{ actionType: 'sanity.action.release.publish', releaseId: missingId() }],
          [404],
        ],
        ['variant action', [{ actionType: 'sanity.action.document.variant.create' }], [400]],
        ['no actions', [], [400]],
        ['action not an object', ['publish'], [400]],
      ])
      return { name, request: act(actions), expectStatus: status }
    },
    query: () => {
      const [name, path, status] = rng.pick<[string, string, number[]]>([
        ['parameter __proto__', `?query=${encodeURIComponent('*[_id == $__proto__]')}`, [400]],
        ['parameter toString', `?query=${encodeURIComponent('$toString')}`, [400]],
        ['parameter not JSON', `?query=${encodeURIComponent('$a')}&$a=abc`, [400]],
        [
          'parameter nested 1,500 deep',
          `?query=%24a&$a=${encodeURIComponent(nested(1_500, ''))}`,
          [400],
        ],
        [
          'broken GROQ',
          `?query=${encodeURIComponent(rng.pick(['*[', '*{', '"', '*[_type ==', '||', '$']))}`,
          [400],
        ],
        ['unknown function', `?query=${encodeURIComponent('evil::fn()')}`, [400]],
        ['no query', '?perspective=raw', [400]],
        ['other dataset', '', [404]],
      ])
      const target =
        name === 'other dataset'
          ? `${v}/data/query/staging?query=*`
          : `${v}/data/query/${dataset}${path}`
      return { name, request: get(target), expectStatus: status }
    },
    heavyQuery: () => {
      const [name, query, status] = rng.pick<[string, string, number[]]>([
        ['nested counts (issue 27)', NESTED_COUNTS, [408]],
        ['nested filters (issue 27)', '*[*[*[*[true]]]]', [408]],
        ['counts nested 30 deep', nestedCounts(30), [408]],
        [`filters nested ${MAX_QUERY_NESTING} deep`, nestedFilters(MAX_QUERY_NESTING), [408]],
        [
          `filters nested ${MAX_QUERY_NESTING + 1} deep`,
          nestedFilters(MAX_QUERY_NESTING + 1),
          [400],
        ],
        ['filters nested 1,000 deep', nestedFilters(1_000), [400]],
        ['parentheses nested 10,000 deep', `${'('.repeat(10_000)}1${')'.repeat(10_000)}`, [400]],
        // groq-js parses a long chain of operators in quadratic time.
        ['a sum of 45,000 terms', `1${'+1'.repeat(45_000)}`, [408]],
        ['delete by nested counts', NESTED_COUNTS, [408]],
      ])
      if (name.startsWith('delete')) {
        return {
          name,
          request: mutate([{ delete: { query: `*[${query} > 0]` } }]),
          expectStatus: status,
        }
      }
      const path = `${v}/data/query/${dataset}`
      // Long queries go in a POST body, as @sanity/client sends them.
      const request =
        query.length > 2_000 || rng.int(2) === 0
          ? write(path, json({ query }))
          : get(`${path}?query=${encodeURIComponent(query)}`)
      return { name, request, expectStatus: status }
    },
    transaction: () =>
      rng.pick([
        () => ({
          name: 'replayed transaction id',
          request: write(
            `${v}/data/mutate/${dataset}`,
            json({
              transactionId: options.loggedTransactionId,
              mutations: [{ createOrReplace: { _id: missingId(), _type: 'note' } }],
            }),
          ),
          expectStatus: [409],
        }),
        () => ({
          name: 'unusable transaction id',
          request: write(
            `${v}/data/${rng.pick(['mutate', 'actions'])}/${dataset}`,
            json({
              transactionId: rng.pick(['', 'a\nb', 'x'.repeat(200), '../x', 42, {}]),
              mutations: [{ createOrReplace: { _id: missingId(), _type: 'note' } }],
              actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.x' }],
            }),
          ),
          expectStatus: [400],
        }),
      ])(),
    upload: () =>
      rng.pick([
        () => ({
          name: 'HTML sent as an image',
          request: write(`${v}/assets/images/${dataset}`, Buffer.from('<html></html>'), {
            headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'image/png' },
          }),
          expectStatus: [415],
        }),
        () => ({
          name: 'upload without a token',
          request: write(`${v}/assets/files/${dataset}`, Buffer.from('%PDF-1.4'), {
            headers: { 'content-type': 'application/pdf' },
          }),
          expectStatus: [401],
        }),
        () => ({
          name: 'PDF claimed for GIF bytes',
          request: write(`${v}/assets/files/${dataset}`, Buffer.from('GIF89a....'), {
            headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/pdf' },
          }),
          expectStatus: [415],
        }),
      ])(),
    listen: () => {
      const [name, path, status] = rng.pick<[string, string, number[]]>([
        [
          'listener with broken GROQ',
          `${v}/data/listen/${dataset}?query=${encodeURIComponent('*[')}`,
          [400],
        ],
        [
          'listener with a foreign param',
          `${v}/data/listen/${dataset}?query=${encodeURIComponent('*[_id == $constructor]')}`,
          [400],
        ],
        ['drafts without a token', `${v}/data/live/events/${dataset}?includeDrafts=true`, [401]],
        ['revoked token', `${v}/data/query/${dataset}?query=*`, [401]],
      ])
      const headers: Record<string, string> =
        name === 'revoked token' ? { authorization: 'Bearer invalid-token' } : {}
      return { name, request: get(path, { headers }), expectStatus: status }
    },
  }
}

/**
 * `count` hostile cases for a lake, in a fixed order for a given seed: every family in turn,
 * each case drawn at random from its family.
 */
export function hostileRequests(options: HostileOptions, count: number): HostileCase[] {
  const rng = random(options.seed ?? 27)
  const made = families(options, rng)
  const kinds = Object.keys(made) as Array<keyof typeof made>
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length] as keyof typeof made
    return { kind, ...made[kind]() }
  })
}

export interface HostileAnswer {
  /** The status, or 0 when the connection failed (the server dropped it or is down). */
  status: number
  body: string
}

/** Sends one hostile request to a lake on 127.0.0.1, exactly as given (Host header included). */
export function sendHostileRequest(
  port: number,
  request: HostileRequest,
  timeoutMs = 10_000,
): Promise<HostileAnswer> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          host: request.host,
          ...(request.body && { 'content-length': String(request.body.length) }),
        },
        timeout: timeoutMs,
        // A fresh connection each: a kept-alive one may be closed by the server as it is reused.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        response.on('error', () => resolve({ status: 0, body: '' }))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy())
    outgoing.on('error', () => resolve({ status: 0, body: '' }))
    outgoing.end(request.body)
  })
}

/**
 * A fingerprint of everything a lake keeps in its store folder (documents, transaction log,
 * uploads): equal before and after a refused request when nothing was stored or changed.
 */
export function storeFingerprint(storeDir: string): string {
  const hash = createHash('sha1')
  const walk = (folder: string) => {
    if (!existsSync(folder)) return
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name)
      // The lock file comes and goes with every write, refused ones included.
      if (name.endsWith('.lock')) continue
      if (statSync(path).isDirectory()) walk(path)
      else hash.update(relative(storeDir, path)).update('\u0000').update(readFileSync(path))
    }
  }
  walk(storeDir)
  return hash.digest('hex')
}
