import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { isQueryFailure, parseQuery } from './groq-query.ts'
import type { QueryContext, QueryOutcome } from './groq-query.ts'
import type { WorkerJob, WorkerReply } from './query-protocol.ts'
import { paramsLimitError, queryLimitError } from './query-limits.ts'
import { OWN_PROCESS } from './query-client.ts'
import type { SanityDocument } from './types.ts'

/** How long a query may take, waiting for a worker included, unless the lake is told otherwise. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000

const MAX_WORKERS = Math.max(2, Math.min(4, availableParallelism()))
// No client holds every worker: one stays for the others whatever one client sends.
const WORKERS_PER_CLIENT = Math.max(1, MAX_WORKERS - 1)
/** Queries one client may have waiting for a worker; its next request answers 429. */
export const MAX_WAITING_PER_CLIENT = 32
// Idle workers beyond the first go after this long; the first stays (unreferenced) for the next query.
const IDLE_WORKER_MS = 30_000
const WORKER_MEMORY_MB = 256
// Queries up to this long are parsed here first: in well under a millisecond (groq-js parses
// in quadratic time at worst, so longer ones parse in a worker only).
const PARSE_HERE_MAX_LENGTH = 2_000
// A query whose client went away may finish within this time; past it, its worker is stopped.
// Most such queries are cheap ones the Studio no longer needs, and a worker costs more to
// replace (a new one loads its modules) than to let finish.
const ABANDONED_QUERY_GRACE_MS = 250

export interface QueryJob {
  query: string
  params: Record<string, unknown>
  documents: readonly SanityDocument[]
  /** Names this exact document set, so a worker that already has it is not sent it again. */
  documentsKey?: string
  context: QueryContext
  timeoutMs: number
  /** Aborted when the client goes away: the query stops. */
  signal?: AbortSignal | undefined
  /** Who asked (`queryClient`): each client gets at most its share of the workers, in turn. */
  client?: string
  /**
   * The client's own request, not work the lake does for it (a listener's filter on each change):
   * answered 429 when that client already has MAX_WAITING_PER_CLIENT queries waiting.
   */
  refuseWhenBacklogged?: boolean
}

/** The answer to a query: its outcome, or Sanity's error answer. */
export type QueryAnswer = QueryOutcome | Response

const failureResponse = ({ status, body }: { status: number; body: unknown }) =>
  Response.json(body, { status })

/** Sanity-shaped answer to a query stopped at the time limit (see README, "Limits"). */
export function queryTimeout(query: string, timeoutMs: number): Response {
  return Response.json(
    {
      error: {
        type: 'queryTimeoutError',
        description: `Query did not finish within the time limit of ${timeoutMs} ms`,
        query,
        start: 0,
        end: query.length,
      },
    },
    { status: 408 },
  )
}

function workerGone(query: string): Response {
  return Response.json(
    {
      error: {
        type: 'queryExecutionError',
        description: 'Query used more memory than the lake allows',
        query,
        start: 0,
        end: query.length,
      },
    },
    { status: 400 },
  )
}

function tooManyWaiting(): Response {
  return Response.json(
    {
      statusCode: 429,
      error: 'Too Many Requests',
      message: `More than ${MAX_WAITING_PER_CLIENT} queries from this client are waiting; try again`,
    },
    { status: 429, headers: { 'retry-after': '1' } },
  )
}

function workerCannotStart(reason: string): Response {
  return Response.json(
    {
      statusCode: 500,
      error: 'Internal Server Error',
      message: `The query worker did not start (Node 22.12 or later is needed): ${reason}`,
    },
    { status: 500 },
  )
}

interface Pending {
  job: QueryJob
  id: number
  client: string
  settle: (answer: QueryAnswer) => void
  settled: boolean
  worker?: QueryWorker
}

interface QueryWorker {
  thread: Worker
  /** Loaded and waiting for queries (it says so once its modules are loaded). */
  ready: boolean
  current: Pending | undefined
  /** Document sets this worker was sent (it may have forgotten some; it then asks again). */
  sentSets: Set<string>
  idleTimer: ReturnType<typeof setTimeout> | undefined
  /** Started in place of a worker stopped for this client: it counts as theirs until ready. */
  chargedTo: string | undefined
}

let nextJobId = 1

/**
 * Runs GROQ queries in worker threads: the main thread stays free for other requests whatever a
 * query costs, and a query that outlives its time limit (or whose client goes away) is stopped
 * by terminating its worker, which is then replaced.
 *
 * The workers are shared fairly: each client (`queryClient`) has its own line of waiting queries,
 * the lines take turns, and a client runs at most WORKERS_PER_CLIENT queries at once. One worker
 * more than the running ones is kept started, so another client's query finds one ready. The
 * replacement of a worker stopped for a client counts as that client's until it is ready: a
 * client whose queries keep being stopped cannot take the others' worker while it starts.
 */
class QueryRunner {
  readonly #workers: QueryWorker[] = []
  /** Waiting queries by client, in the order of their turns. */
  readonly #waiting = new Map<string, Pending[]>()

  /** Resolves once a worker is ready for queries and none is starting (one started if none runs). */
  async ready(): Promise<void> {
    this.warm()
    while (this.#workers.length === 0 || this.#workers.some((worker) => !worker.ready)) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  get running(): number {
    return this.#workers.filter((worker) => worker.current).length
  }

  run(job: QueryJob): Promise<QueryAnswer> {
    const refused = queryLimitError(job.query) ?? paramsLimitError(job.params)
    if (refused) return Promise.resolve(refused)
    // A query that cannot run gets its 400 at once, not after waiting for a worker that heavy
    // queries may hold until the time limit.
    if (job.query.length <= PARSE_HERE_MAX_LENGTH) {
      const parsed = parseQuery(job.query, job.params)
      if (isQueryFailure(parsed)) return Promise.resolve(failureResponse(parsed.failure))
    }
    const client = job.client ?? OWN_PROCESS
    const waiting = this.#waiting.get(client)?.length ?? 0
    if (job.refuseWhenBacklogged && waiting >= MAX_WAITING_PER_CLIENT) {
      return Promise.resolve(tooManyWaiting())
    }
    return new Promise<QueryAnswer>((resolve) => {
      const pending: Pending = { job, id: nextJobId++, client, settled: false, settle: () => {} }
      // The limit counts from arrival: waiting for a free worker is part of the query's time.
      const timer = setTimeout(() => finish(queryTimeout(job.query, job.timeoutMs)), job.timeoutMs)
      const onAbort = () =>
        finish(
          Response.json({ error: 'Client closed the request' }, { status: 499 }),
          ABANDONED_QUERY_GRACE_MS,
        )
      const finish = (answer: QueryAnswer, graceMs = 0) => {
        if (pending.settled) return
        pending.settled = true
        clearTimeout(timer)
        job.signal?.removeEventListener('abort', onAbort)
        this.#withdraw(pending)
        // A worker still busy with this query is stopped; a fresh one takes its place.
        const { worker } = pending
        if (worker?.current === pending) {
          if (graceMs === 0) this.#replace(worker, client)
          else
            setTimeout(() => {
              if (worker.current === pending) this.#replace(worker, client)
            }, graceMs)
        }
        resolve(answer)
      }
      pending.settle = finish
      if (job.signal?.aborted) {
        finish(Response.json({ error: 'Client closed the request' }, { status: 499 }))
        return
      }
      job.signal?.addEventListener('abort', onAbort)
      const line = this.#waiting.get(client)
      if (line) line.push(pending)
      else this.#waiting.set(client, [pending])
      this.#dispatch()
    })
  }

  /** Starts a worker ahead of the first query, so that query does not wait for it. */
  warm(): void {
    if (this.#workers.length === 0) this.#spawn()?.thread.unref()
  }

  #withdraw(pending: Pending): void {
    const line = this.#waiting.get(pending.client)
    const index = line?.indexOf(pending) ?? -1
    if (!line || index === -1) return
    line.splice(index, 1)
    if (line.length === 0) this.#waiting.delete(pending.client)
  }

  /** Workers running a query of `client`, or starting in place of one stopped for it. */
  #heldBy(client: string): number {
    return this.#workers.filter(
      (worker) => worker.current?.client === client || worker.chargedTo === client,
    ).length
  }

  /** The first query of the next client in turn that may run one more, taken from its line. */
  #nextTurn(): Pending | undefined {
    for (const [client, line] of this.#waiting) {
      if (this.#heldBy(client) >= WORKERS_PER_CLIENT) continue
      const pending = line.shift() as Pending
      // Its next query comes after the other clients' turns.
      this.#waiting.delete(client)
      if (line.length) this.#waiting.set(client, line)
      return pending
    }
    return undefined
  }

  #dispatch(): void {
    for (;;) {
      const worker = this.#workers.find((candidate) => candidate.ready && !candidate.current)
      const next = worker && this.#nextTurn()
      if (!worker || !next) break
      this.#start(worker, next, false)
    }
    // Workers for the queries that may start now, and one more for another client's query.
    let startable = 0
    for (const [client, line] of this.#waiting) {
      startable += Math.min(line.length, Math.max(0, WORKERS_PER_CLIENT - this.#heldBy(client)))
    }
    let free = this.#workers.filter((worker) => !worker.current && !worker.chargedTo).length
    for (; free < startable + 1; free += 1) {
      const spawned = this.#spawn()
      if (!spawned) break
      spawned.thread.unref()
    }
    // Queries wait for the workers starting up: those keep the process alive meanwhile.
    if (this.#waiting.size)
      for (const worker of this.#workers) if (!worker.ready) worker.thread.ref()
  }

  #start(worker: QueryWorker, pending: Pending, withDocuments: boolean): void {
    const { job } = pending
    worker.current = pending
    pending.worker = worker
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    worker.thread.ref()
    const send =
      withDocuments || job.documentsKey === undefined || !worker.sentSets.has(job.documentsKey)
    if (send && job.documentsKey !== undefined) worker.sentSets.add(job.documentsKey)
    const message: WorkerJob = {
      id: pending.id,
      query: job.query,
      params: job.params,
      context: job.context,
      ...(job.documentsKey !== undefined && { documentsKey: job.documentsKey }),
      ...(send && { documents: job.documents }),
    }
    worker.thread.postMessage(message)
  }

  #spawn(chargedTo?: string): QueryWorker | undefined {
    if (this.#workers.length >= MAX_WORKERS) return undefined
    const thread = new Worker(new URL('./query-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
    })
    const worker: QueryWorker = {
      thread,
      ready: false,
      current: undefined,
      sentSets: new Set(),
      idleTimer: undefined,
      chargedTo,
    }
    thread.on('message', (reply: WorkerReply | 'ready') => this.#onReply(worker, reply))
    let failure = 'it exited'
    thread.on('error', (error) => {
      failure = error.message
    })
    thread.on('exit', () => {
      const index = this.#workers.indexOf(worker)
      if (index === -1) return
      // Died on its own (out of memory): its query gets an answer, the others a new worker.
      this.#workers.splice(index, 1)
      if (!worker.ready) {
        // It could not even start: the queries waiting get an error instead of a new worker each.
        for (const line of [...this.#waiting.values()])
          for (const waiting of [...line]) waiting.settle(workerCannotStart(failure))
        return
      }
      const pending = worker.current
      worker.current = undefined
      if (pending) {
        pending.settle(workerGone(pending.job.query))
        this.#spawn(pending.client)?.thread.unref()
      }
      this.#dispatch()
    })
    this.#workers.push(worker)
    return worker
  }

  #onReply(worker: QueryWorker, reply: WorkerReply | 'ready'): void {
    if (reply === 'ready') {
      worker.ready = true
      worker.chargedTo = undefined
      this.#idle(worker)
      this.#dispatch()
      return
    }
    const pending = worker.current
    if (!pending || pending.id !== reply.id) return
    if ('needsDocuments' in reply && !pending.settled) {
      this.#start(worker, pending, true)
      return
    }
    worker.current = undefined
    this.#idle(worker)
    if ('error' in reply) {
      pending.settle(
        Response.json(
          { statusCode: 500, error: 'Internal Server Error', message: reply.error },
          { status: 500 },
        ),
      )
    } else if ('outcome' in reply) {
      const { outcome } = reply
      pending.settle(isQueryFailure(outcome) ? failureResponse(outcome.failure) : outcome)
    }
    this.#dispatch()
  }

  #idle(worker: QueryWorker): void {
    worker.thread.unref()
    worker.idleTimer = setTimeout(() => {
      // The last free worker stays (unreferenced) for the next query.
      const free = this.#workers.filter((candidate) => !candidate.current).length
      if (worker.current || free <= 1) return
      this.#workers.splice(this.#workers.indexOf(worker), 1)
      void worker.thread.terminate()
    }, IDLE_WORKER_MS)
    worker.idleTimer.unref()
  }

  /** Stops a worker busy with a query of `client`'s; its replacement counts as theirs. */
  #replace(worker: QueryWorker, client: string): void {
    const index = this.#workers.indexOf(worker)
    if (index !== -1) this.#workers.splice(index, 1)
    worker.current = undefined
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    void worker.thread.terminate()
    // Its replacement starts now, so the next query finds it ready.
    this.#spawn(client)?.thread.unref()
    queueMicrotask(() => this.#dispatch())
  }
}

// One pool for the whole process: every lake in it (a test's several handler sets included)
// shares its workers.
const runner = new QueryRunner()

/** Starts a query worker now if none runs, so the first query does not wait for one. */
export function warmQueryWorkers(): void {
  runner.warm()
}

/** Resolves once the query workers have started (tests whose time limits must not count it). */
export function queryWorkerReady(): Promise<void> {
  return runner.ready()
}

/** Runs one GROQ query off the main thread, bounded in time (see QueryRunner). */
export function runQuery(job: QueryJob): Promise<QueryAnswer> {
  return runner.run(job)
}

/** How many queries are running in workers now (for tests: a stopped query frees its worker). */
export function runningQueries(): number {
  return runner.running
}

const setIds = new WeakMap<object, number>()
let nextSetId = 1

/** A process-wide name for one document array (the store's arrays change identity on change). */
export function documentSetId(documents: readonly SanityDocument[]): number {
  let id = setIds.get(documents)
  if (id === undefined) {
    id = nextSetId++
    setIds.set(documents, id)
  }
  return id
}
