import './kinds.ts';
export { accountJobs, scheduleAccountTokenPurge } from './jobs.ts';
export { accountMutations, accountQueries } from './resolvers.ts';
export { sessionAccount, SESSION_HEADER } from './session.ts';
