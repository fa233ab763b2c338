import { Kind, parse } from 'graphql';

/** Media types a GraphQL POST may declare: all of them need a CORS preflight from a browser page of another site. */
const JSON_MEDIA_TYPES = new Set(['application/json', 'application/graphql-response+json', 'application/graphql+json']);

export type ContentTypeVerdict = { readonly refused: false } | { readonly refused: true; readonly message: string };

/**
 * Whether a POST to /graphql declares a JSON body. Forms (`application/x-www-form-urlencoded`,
 * `multipart/form-data`) and `text/plain` are what a page of another site can POST without a
 * preflight, so they are refused (415) rather than parsed.
 */
export function graphqlContentTypeIssue(header: string | undefined): ContentTypeVerdict {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (JSON_MEDIA_TYPES.has(mediaType)) return { refused: false };
  const declared = mediaType === '' ? 'no content type' : `content type ${JSON.stringify(mediaType)}`;
  return { refused: true, message: `GraphQL requests must be sent as application/json (got ${declared}).` };
}

/**
 * Whether a GraphQL POST body could run a mutation (or a subscription). Fails closed: only a body
 * that parses as a document of queries alone is known not to. Unparseable bodies run nothing in
 * Yoga either, so refusing them loses nothing.
 */
export function mayRunMutation(body: string): boolean {
  let query: unknown;
  try {
    query = (JSON.parse(body) as { query?: unknown } | null)?.query;
  } catch {
    return true;
  }
  if (typeof query !== 'string') return true;
  try {
    return parse(query, { noLocation: true }).definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== 'query',
    );
  } catch {
    return true;
  }
}

/**
 * Whether a POST declares its body encoded (`Content-Encoding: gzip`, …). The API reads bodies as they come: an
 * encoded one would be read as if it were not, so it is refused (415) instead of being misread.
 */
export function encodedBodyIssue(header: string | undefined): ContentTypeVerdict {
  const codings = (header ?? '').split(',').map((coding) => coding.trim().toLowerCase()).filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return { refused: false };
  return { refused: true, message: `Request bodies must not be encoded (got content encoding ${JSON.stringify(codings.join(', '))}).` };
}

/** Whether a body is JSON at all (an empty one is not). */
export function isJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
