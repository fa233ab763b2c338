/** A JSON Schema node (2020-12). Kept loose on purpose: the builder writes plain JSON. */
export type SchemaNode = { readonly [keyword: string]: unknown };

interface ObjectOptions {
  /** Keys that stay optional even in the resolved config. */
  readonly optional?: readonly string[];
  readonly title?: string;
}

export function object(description: string, properties: Record<string, SchemaNode>, options: ObjectOptions = {}): SchemaNode {
  const optional = new Set(options.optional ?? []);
  return {
    ...(options.title ? { title: options.title } : {}),
    description,
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.has(key)),
    additionalProperties: false,
  };
}

/** An object keyed by a fixed set of names (e.g. languages); every key is optional. */
export function keyed(description: string, keys: readonly string[], value: (key: string) => SchemaNode): SchemaNode {
  return object(description, Object.fromEntries(keys.map((key) => [key, value(key)])), { optional: keys });
}

export function string(description: string, extra: Record<string, unknown> = {}): SchemaNode {
  return { description, type: 'string', minLength: 1, ...extra };
}

export function integer(description: string, extra: Record<string, unknown> = {}): SchemaNode {
  return { description, type: 'integer', ...extra };
}

export function boolean(description: string): SchemaNode {
  return { description, type: 'boolean' };
}

export function array(description: string, items: SchemaNode, extra: Record<string, unknown> = {}): SchemaNode {
  return { description, type: 'array', items, ...extra };
}

export function oneOfValues(description: string, values: readonly (string | number)[]): SchemaNode {
  return { description, enum: [...values] };
}

/**
 * The shape of a file that is merged onto others: every object key becomes optional, all the way down.
 * Arrays and tagged unions (objects chosen by `kind`) are replaced whole when merged, so they keep their full shape.
 */
export function toPartial(node: SchemaNode): SchemaNode {
  if (node['type'] !== 'object' || typeof node['properties'] !== 'object' || node['properties'] === null) return node;
  const { required: _required, title, ...rest } = node;
  const properties = node['properties'] as Record<string, SchemaNode>;
  return {
    ...(typeof title === 'string' ? { title: `Partial${title}` } : {}),
    ...rest,
    properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, toPartial(value)])),
  };
}

const stripDescription = ({ description: _description, ...rest }: SchemaNode): SchemaNode => rest;

/**
 * Moves every titled object into `$defs` (one definition per title) and points its uses at it, so that a
 * shape used many times (a route table per language, a logo per slot) is written and typed once.
 */
export function extractDefinitions(root: SchemaNode): { root: SchemaNode; defs: Record<string, SchemaNode> } {
  const defs: Record<string, SchemaNode> = {};
  const visit = (value: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, false));
    if (typeof value !== 'object' || value === null) return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child, false)])) as SchemaNode;
    const title = node['title'];
    if (isRoot || typeof title !== 'string') return node;
    const existing = defs[title];
    if (existing === undefined) defs[title] = node;
    else if (JSON.stringify(stripDescription(existing)) !== JSON.stringify(stripDescription(node))) {
      throw new Error(`schema definition "${title}" is used with two different shapes`);
    }
    return { $ref: `#/$defs/${title}`, description: node['description'] };
  };
  return { root: visit(root, true) as SchemaNode, defs };
}
