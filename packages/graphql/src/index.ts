export { typeDefs } from './generated/typeDefs.ts';
export type * from './generated/resolvers.ts';
export { API_ERROR_CODES, type ApiErrorCode } from './errorCodes.ts';
