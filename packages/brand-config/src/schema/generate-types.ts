import { compile } from 'json-schema-to-typescript';
import type { SchemaNode } from './dsl.ts';

const BANNER = '/* Generated from brands/brand.schema.json by `npm run generate -w @shop/brand-config`. Do not edit. */';

/**
 * json-schema-to-typescript turns a `$ref` with a sibling keyword into a fresh copy of the referenced type;
 * the descriptions next to references are for editors only, so types are generated without them.
 */
function withoutReferenceSiblings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutReferenceSiblings);
  if (typeof value !== 'object' || value === null) return value;
  if ('$ref' in value) return { $ref: (value as { $ref: unknown }).$ref };
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutReferenceSiblings(child)]));
}

/** TypeScript declarations for the schema's BrandConfig, BrandFile and BrandDefaults definitions. */
export async function generateBrandTypes(schema: SchemaNode): Promise<string> {
  const defs = schema['$defs'];
  const root = {
    title: 'BrandSchemaTypes',
    type: 'object',
    additionalProperties: false,
    properties: {
      config: { $ref: '#/$defs/BrandConfig' },
      file: { $ref: '#/$defs/BrandFile' },
      defaults: { $ref: '#/$defs/BrandDefaults' },
    },
    required: ['config', 'file', 'defaults'],
    $defs: withoutReferenceSiblings(defs),
  };
  return compile(root as never, 'BrandSchemaTypes', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    format: false,
    strictIndexSignatures: true,
  });
}
