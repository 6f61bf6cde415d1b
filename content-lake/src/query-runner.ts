import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { isQueryFailure, parseQuery } from './groq-query.ts'
import type { QueryContext, QueryOutcome } from './groq-query.ts'
import type { WorkerJob, WorkerReply } from './query-protocol.ts'
import { paramsLimitError, queryLimitError } from './query-limits.ts'
import type { SanityDocument } from './types.ts'

/** How long a query may take, waiting for a worker included, unless the lake is told otherwise. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000

const MAX_WORKERS = Math.max(2, Math.min(4, availableParallelism()))
// Idle workers beyond the first go after this long; the first stays (unreferenced) for the next query.
const IDLE_WORKER_MS = 30_000
const WORKER_MEMORY_MB = 256
// Queries up to this long are parsed here first: in well under a millisecond (groq-js parses
// in quadratic time at worst, so longer ones parse in a worker only).
const PARSE_HERE_MAX_LENGTH = 2_000

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
}

let nextJobId = 1

/**
 * Runs GROQ queries in worker threads: the main thread stays free for other requests whatever a
 * query costs, and a query that outlives its time limit (or whose client goes away) is stopped
 * by terminating its worker, which is then replaced.
 */
class QueryRunner {
  readonly #workers: QueryWorker[] = []
  readonly #queue: Pending[] = []

  /** Resolves once a worker is ready for queries (started if none runs). */
  async ready(): Promise<void> {
    this.warm()
    while (!this.#workers.some((worker) => worker.ready)) {
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
    return new Promise<QueryAnswer>((resolve) => {
      const pending: Pending = { job, id: nextJobId++, settled: false, settle: () => {} }
      // The limit counts from arrival: waiting for a free worker is part of the query's time.
      const timer = setTimeout(() => finish(queryTimeout(job.query, job.timeoutMs)), job.timeoutMs)
      const onAbort = () =>
        finish(Response.json({ error: 'Client closed the request' }, { status: 499 }))
      const finish = (answer: QueryAnswer) => {
        if (pending.settled) return
        pending.settled = true
        clearTimeout(timer)
        job.signal?.removeEventListener('abort', onAbort)
        const queued = this.#queue.indexOf(pending)
        if (queued !== -1) this.#queue.splice(queued, 1)
        // A worker still busy with this query is stopped; a fresh one takes its place.
        if (pending.worker?.current === pending) this.#replace(pending.worker)
        resolve(answer)
      }
      pending.settle = finish
      if (job.signal?.aborted) {
        onAbort()
        return
      }
      job.signal?.addEventListener('abort', onAbort)
      this.#queue.push(pending)
      this.#dispatch()
    })
  }

  /** Starts a worker ahead of the first query, so that query does not wait for it. */
  warm(): void {
    if (this.#workers.length === 0) this.#spawn()?.thread.unref()
  }

  #dispatch(): void {
    while (this.#queue.length) {
      const worker = this.#workers.find((candidate) => candidate.ready && !candidate.current)
      if (!worker) break
      this.#start(worker, this.#queue.shift() as Pending, false)
    }
    const starting = this.#workers.filter((worker) => !worker.ready).length
    for (let missing = this.#queue.length - starting; missing > 0; missing -= 1) {
      if (!this.#spawn()) break
    }
    // Queries wait for the workers starting up: those keep the process alive meanwhile.
    if (this.#queue.length)
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

  #spawn(): QueryWorker | undefined {
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
        for (const waiting of [...this.#queue]) waiting.settle(workerCannotStart(failure))
        return
      }
      const pending = worker.current
      worker.current = undefined
      if (pending) pending.settle(workerGone(pending.job.query))
      this.#dispatch()
    })
    this.#workers.push(worker)
    return worker
  }

  #onReply(worker: QueryWorker, reply: WorkerReply | 'ready'): void {
    if (reply === 'ready') {
      worker.ready = true
      this.#idle(worker)
      this.#dispatch()
      return
    }
    const pending = worker.current
    if (!pending || pending.id !== reply.id) return
    if ('needsDocuments' in reply) {
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
      this.#dispatch()
      return
    }
    const { outcome } = reply
    pending.settle(isQueryFailure(outcome) ? failureResponse(outcome.failure) : outcome)
    this.#dispatch()
  }

  #idle(worker: QueryWorker): void {
    worker.thread.unref()
    worker.idleTimer = setTimeout(() => {
      if (worker.current || this.#workers[0] === worker) return
      this.#workers.splice(this.#workers.indexOf(worker), 1)
      void worker.thread.terminate()
    }, IDLE_WORKER_MS)
    worker.idleTimer.unref()
  }

  #replace(worker: QueryWorker): void {
    const index = this.#workers.indexOf(worker)
    if (index !== -1) this.#workers.splice(index, 1)
    worker.current = undefined
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    void worker.thread.terminate()
    // Its replacement starts now, so the next query finds it ready.
    this.#spawn()?.thread.unref()
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

/** Resolves once a query worker is ready (tests whose time limits must not count its start). */
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
