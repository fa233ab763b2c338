import { claimDueJobs, markJobAttemptFailed, markJobCompleted, type ClaimedJob, type ShopDatabase } from '@shop/db';
import { PermanentJobError, exponentialBackoff, type JobDefinition, type JobLogger, type JobRegistry } from './registry.ts';

export interface JobWorkerOptions {
  readonly db: ShopDatabase;
  readonly registry: JobRegistry;
  /** How long the worker sleeps when nothing was due (a `wake()` cuts it short). */
  readonly pollIntervalMs?: number;
  /** How long a claim holds a job; a handler running longer may be started again by another worker. */
  readonly lockMs?: number;
  /** Jobs claimed and run side by side per pass. */
  readonly concurrency?: number;
  readonly logger?: JobLogger;
}

export interface JobWorker {
  /** Polls for due jobs until `stop()`. */
  start(): void;
  /**
   * Stops polling and waits for the handlers that are running, at most `graceMs` when given. A handler still
   * running then keeps its claim until it expires and its job runs again (handlers are idempotent), which is
   * also what a crash leads to. Resolves with how many jobs were still running.
   */
  stop(graceMs?: number): Promise<{ unfinishedJobs: number }>;
  /** Claims and runs one batch of due jobs; resolves with how many ran. */
  runDueJobs(): Promise<number>;
  /** Looks for due jobs now instead of at the next poll (call after committing an enqueue). */
  wake(): void;
}

const MAX_ERROR_LENGTH = 500;

/** Only the message is kept: a stack or a payload could carry customer data into the jobs table and logs. */
function errorSummary(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : 'non-Error value thrown';
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, registry } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const concurrency = options.concurrency ?? 4;
  const logger = options.logger ?? console;
  const definitions: Readonly<Record<string, JobDefinition<unknown> | undefined>> = registry as never;

  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let wokenEarly = false;
  let runningJobs = 0;

  async function runOne(job: ClaimedJob): Promise<void> {
    const definition = definitions[job.kind];
    const maxAttempts = Math.min(job.maxAttempts, definition?.maxAttempts ?? job.maxAttempts);
    try {
      if (!definition) throw new PermanentJobError(`no handler for job kind '${job.kind}'`);
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`payload does not match job kind '${job.kind}'`);
      await definition.handler(parsed.data, { db, logger, jobId: job.id, attempt: job.attempt });
      await markJobCompleted(db, job);
    } catch (error) {
      const givingUp = error instanceof PermanentJobError || job.attempt >= maxAttempts;
      const retryInMs = givingUp ? null : (definition?.backoff ?? exponentialBackoff)(job.attempt);
      const summary = errorSummary(error);
      logger.warn(`job ${job.id} (${job.kind}) attempt ${job.attempt}/${maxAttempts} failed: ${summary}${givingUp ? '; giving up' : ''}`);
      await markJobAttemptFailed(db, job, { error: summary, retryInMs });
    }
  }

  async function runDueJobs(): Promise<number> {
    const claimed = await claimDueJobs(db, concurrency, lockMs);
    runningJobs += claimed.length;
    await Promise.all(
      claimed.map((job) =>
        runOne(job)
          .catch((error: unknown) => {
            // Recording the outcome failed (database gone): the claim expires and the job runs again.
            logger.error(`job ${job.id} (${job.kind}): outcome not recorded: ${errorSummary(error)}`);
          })
          .finally(() => (runningJobs -= 1)),
      ),
    );
    return claimed.length;
  }

  function sleep(ms: number): Promise<void> {
    if (wokenEarly) {
      wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function poll(): Promise<void> {
    while (running) {
      let ran = 0;
      try {
        ran = await runDueJobs();
      } catch (error) {
        logger.error(`job worker: could not claim jobs: ${errorSummary(error)}`);
      }
      // A full batch suggests more are due: go again at once.
      if (running && ran < concurrency) await sleep(pollIntervalMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop(graceMs) {
      running = false;
      wakeUp?.();
      const finished = loop ?? Promise.resolve();
      if (graceMs === undefined) await finished;
      else {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
        clearTimeout(timer);
      }
      loop = null;
      return { unfinishedJobs: runningJobs };
    },
    runDueJobs,
    wake() {
      if (wakeUp) wakeUp();
      else wokenEarly = true;
    },
  };
}
