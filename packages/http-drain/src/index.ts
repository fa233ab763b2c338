export { DRAIN_QUIET_MS, serveDrainably, type DrainOutcome, type DrainableServer, type RequestHandler } from './drain.ts';
