export type { JobKind, JobPayloads } from './payloads.ts';
export {
  PermanentJobError,
  defineJobs,
  exponentialBackoff,
  type JobContext,
  type JobDefinition,
  type JobLogger,
  type JobRegistry,
} from './registry.ts';
export { enqueueJob, type JobRequest } from './enqueue.ts';
export { scheduleNextRecurringRun, scheduleRecurringRun, type NoPayload, type RecurringSchedule } from './recurring.ts';
export { createJobWorker, type JobWorker, type JobWorkerOptions } from './worker.ts';
