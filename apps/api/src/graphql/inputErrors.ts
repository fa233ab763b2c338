import { API_ERROR_CODES } from '@shop/graphql';
import {
  coerceInputValue,
  getOperationAST,
  GraphQLError,
  isInputType,
  typeFromAST,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The first variable of the operation that its declared type refuses (a money amount that is not a safe whole
 * number, a quantity of 1.5, an unknown enum value), as the API's invalid input (4000) naming the parameter as the
 * variable's path: `package.amount` for `$package`, as every operation of the storefront names its variables after
 * the arguments they fill. Null when every variable is acceptable; graphql-js reports missing ones itself.
 */
export function refusedVariable(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    const value = variables?.[name];
    if (value === undefined || !type || !isInputType(type)) continue;
    let refusal: GraphQLError | null = null;
    coerceInputValue(value, type, (path, _invalid, error) => {
      refusal ??= new GraphQLError(error.message, {
        nodes: definition,
        extensions: { code: API_ERROR_CODES.INVALID_INPUT, referencedRequestParameter: [name, ...path].join('.') },
      });
    });
    if (refusal) return refusal;
  }
  return null;
}

/** Input the schema refuses comes back with the API's code and the parameter, like every other invalid input. */
export const codedInputErrors: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const refusal = refusedVariable(args.schema, args.document, args.operationName, args.variableValues);
    if (refusal) setResultAndStopExecution({ errors: [refusal] });
  },
};
