import './kinds.ts';

export { quoteJobs } from './jobs.ts';
export { quoteMutations } from './resolvers.ts';
export { QUOTE_PROMISE_MINUTES } from './policy.ts';
