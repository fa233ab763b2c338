export * from './generated/operations.ts';
export type { TypedDocumentNode } from '@graphql-typed-document-node/core';
