import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { READ_WORKER_SOURCE, type ReadAnswer, type ReadRequest } from './worker-source.ts';

export type ReadShape = ReadRequest['shape'];

/** A worker that dies this many times in a row before its connection opens stops the restarts. */
const FAILED_STARTS_BEFORE_GIVING_UP = 3;

export interface ReadPoolOptions {
  /** Logs what went wrong (a worker that died, a pool that gave up); never throws. */
  onError?: (message: string) => void;
  /** Tests only: source run in each worker once its connection is open, with `sqlite` in scope. */
  workerSetup?: string;
}

interface Pending {
  request: ReadRequest;
  resolve: (rows: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  ready: boolean;
  /** The uncaught error a dying worker reported, for the answer to its request. */
  lastError: string | null;
}

/** A statement's error as the worker reported it, with SQLite's code kept (`SQLITE_ERROR`, …). */
function sqliteError(reported: { message: string; code?: string }): Error {
  return Object.assign(new Error(reported.message), reported.code ? { code: reported.code } : {});
}

/**
 * Worker threads, each with its own read-only connection to one SQLite file (issue 30, ADR 051). WAL
 * lets them read beside the app's writer; each answers one statement at a time, the others wait in
 * one FIFO queue. A worker that dies answers its statement with an error and is replaced.
 */
export class ReadPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  private nextId = 1;
  private failedStarts = 0;
  private stopping = false;
  /** Set when workers cannot start: the reader then reads on the app's own connection. */
  unavailable: string | null = null;

  constructor(
    private readonly path: string,
    readonly size: number,
    private readonly options: ReadPoolOptions = {},
  ) {
    for (let index = 0; index < size; index++) this.slots.push(this.spawn());
  }

  /** Runs one read statement in a worker; rejects with the statement's error or the worker's death. */
  read(sql: string, params: unknown[], shape: ReadShape): Promise<unknown> {
    if (this.stopping) return Promise.reject(new Error('The read pool is stopped: the database was closed.'));
    if (this.unavailable) return Promise.reject(new Error(this.unavailable));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, sql, params, shape }, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; statements running or still queued are answered with an error. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new Error('The read pool stopped before this read ran.'));
    for (const slot of this.slots) {
      slot.current?.reject(new Error('The read pool stopped while this read ran.'));
      slot.current = null;
    }
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || this.queue.length === 0) continue;
      const pending = this.queue.shift()!;
      slot.current = pending;
      // A busy worker keeps the process alive until it answers; an idle one never does.
      slot.worker.ref();
      slot.worker.postMessage(pending.request);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(READ_WORKER_SOURCE, {
      eval: true,
      workerData: { path: this.path, driverPath: this.driverPath, setup: this.options.workerSetup },
    });
    worker.unref();
    const slot: Slot = { worker, current: null, ready: false, lastError: null };
    worker.on('message', (answer: ReadAnswer) => this.answered(slot, answer));
    worker.on('error', (error) => {
      slot.lastError = error.message;
    });
    worker.on('exit', (code) => this.exited(slot, code));
    return slot;
  }

  private answered(slot: Slot, answer: ReadAnswer): void {
    if ('ready' in answer) {
      slot.ready = true;
      this.failedStarts = 0;
      return;
    }
    const pending = slot.current;
    if (!pending || pending.request.id !== answer.id) return;
    slot.current = null;
    slot.worker.unref();
    if ('error' in answer) pending.reject(sqliteError(answer.error));
    else pending.resolve(answer.rows);
    this.dispatch();
  }

  /** A worker ended: its statement gets an error, and a new worker takes its place. */
  private exited(slot: Slot, code: number): void {
    if (this.stopping) return;
    const why = slot.lastError ?? `exit code ${code}`;
    slot.current?.reject(
      new Error(`A read worker stopped while running this statement (${why}); the pool has replaced it.`),
    );
    slot.current = null;
    this.options.onError?.(`Read worker for ${this.path} stopped (${why}); starting another.`);
    if (!slot.ready && ++this.failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP) {
      this.giveUp(why);
      return;
    }
    this.slots[this.slots.indexOf(slot)] = this.spawn();
    this.dispatch();
  }

  private giveUp(why: string): void {
    this.unavailable = `The read pool for ${this.path} could not start a worker (${why}).`;
    this.options.onError?.(`${this.unavailable} Reads run on the app's connection.`);
    for (const pending of this.queue.splice(0)) pending.reject(new Error(this.unavailable));
  }
}
