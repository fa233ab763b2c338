import './kinds.ts';

export { doublerJobs } from './jobs.ts';
export { doublerMutations, doublerQueries } from './resolvers.ts';
export { drawDoubler, type DrawOutcome } from './drawDoubler.ts';
