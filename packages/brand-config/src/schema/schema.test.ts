import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_TOKENS } from '../codes.ts';
import { packageDir, repoRoot } from '../paths.ts';
import { renderSchemaArtifacts } from './artifacts.ts';
import { buildBrandSchema } from './brand-schema.ts';

type Node = Record<string, unknown>;

function walk(node: unknown, visit: (node: Node, path: string) => void, path = '#'): void {
  if (Array.isArray(node)) node.forEach((child, index) => walk(child, visit, `${path}/${index}`));
  else if (typeof node === 'object' && node !== null) {
    visit(node as Node, path);
    for (const [key, child] of Object.entries(node)) walk(child, visit, `${path}/${key}`);
  }
}

describe('brands/brand.schema.json', () => {
  const schema = buildBrandSchema();

  it('is JSON Schema 2020-12', () => {
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('describes every property', () => {
    const undescribed: string[] = [];
    walk(schema, (node, path) => {
      const properties = node['properties'];
      if (node['type'] !== 'object' || typeof properties !== 'object' || properties === null) return;
      for (const [key, child] of Object.entries(properties)) {
        if (typeof (child as Node)['description'] !== 'string') undescribed.push(`${path}/properties/${key}`);
      }
    });
    expect(undescribed).toEqual([]);
  });

  it('allows no unknown property in any object', () => {
    const open: string[] = [];
    walk(schema, (node, path) => {
      // A tagged union is closed by its branches; the `if` only tests for "extends".
      const closedElsewhere = Array.isArray(node['oneOf']) || path.endsWith('/if');
      if (node['type'] === 'object' && node['properties'] !== undefined && node['additionalProperties'] !== false && !closedElsewhere) open.push(path);
    });
    expect(open).toEqual([]);
  });

  it('is committed as generated, and so are the TypeScript types', async () => {
    const { schemaJson, typesTs } = await renderSchemaArtifacts();
    const stale = 'is stale: run `npm run generate -w @shop/brand-config`';
    expect(readFileSync(join(repoRoot(), 'brands', 'brand.schema.json'), 'utf8'), `brands/brand.schema.json ${stale}`).toBe(schemaJson);
    expect(readFileSync(join(packageDir(), 'src', 'generated', 'brand-config.ts'), 'utf8'), `src/generated/brand-config.ts ${stale}`).toBe(typesTs);
  });

  it('offers the same theme override keys as the theme contract', () => {
    const contract = readFileSync(join(repoRoot(), 'themes', 'src', 'contract.css.ts'), 'utf8');
    const groups: Record<string, string[]> = {};
    for (const match of contract.matchAll(/^ {2}(\w+): \{([^}]*)\}/gm)) {
      groups[match[1] as string] = [...(match[2] as string).matchAll(/(\w+): null/g)].map((leaf) => leaf[1] as string);
    }
    expect(groups).toEqual(THEME_TOKENS);
  });
});
