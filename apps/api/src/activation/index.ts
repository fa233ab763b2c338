import './kinds.ts';

export { activationJobs } from './jobs.ts';
export { activationMutations, activationQueries } from './resolvers.ts';
export { ACTIVATION_PROMISE_HOURS, IMMEDIATE_ACTIVATION, MAX_ACTIVATION_DELAY_MINUTES, statusAtIssue, type ActivationSettings } from './policy.ts';
