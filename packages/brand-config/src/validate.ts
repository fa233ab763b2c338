import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { BRAND_SCHEMA_ID, buildBrandSchema } from './schema/brand-schema.ts';
import { escapePointerSegment, type Problem } from './problems.ts';

// ajv-formats ships CommonJS; depending on the loader its plugin is the module itself or its `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

type Definition = 'BrandConfig' | 'BrandFile' | 'BrandDefaults';

let ajv: Ajv2020 | undefined;
const validators = new Map<Definition, ValidateFunction>();

/** Compiles a definition the first time it is needed; refs stay separate functions so compiling stays quick. */
function validatorFor(definition: Definition): ValidateFunction {
  const cached = validators.get(definition);
  if (cached) return cached;
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true, inlineRefs: false });
    addFormats(ajv);
    ajv.addSchema(buildBrandSchema() as object);
  }
  const validate = ajv.getSchema(`${BRAND_SCHEMA_ID}#/$defs/${definition}`);
  if (!validate) throw new Error(`brand schema has no definition ${definition}`);
  validators.set(definition, validate);
  return validate;
}

const ROUTE_TABLE_PATH = /^\/routes\/[a-z]{2}$/;

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

function valueAt(data: unknown, pointer: string): unknown {
  let current: unknown = data;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function toProblem(file: string, data: unknown, error: ErrorObject): Problem {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params['missingProperty']);
      const pointer = `${at}/${escapePointerSegment(missing)}`;
      if (ROUTE_TABLE_PATH.test(at)) return { file, pointer, message: `route for screen "${missing}" is missing` };
      return { file, pointer, message: 'is required' };
    }
    case 'additionalProperties': {
      const extra = String(params['additionalProperty']);
      return { file, pointer: `${at}/${escapePointerSegment(extra)}`, message: `unknown property "${extra}"` };
    }
    case 'enum':
      return {
        file,
        pointer: at,
        message: `must be one of ${(params['allowedValues'] as unknown[]).map((value) => String(value)).join(', ')} (got ${describeValue(valueAt(data, at))})`,
      };
    case 'type':
      return { file, pointer: at, message: `must be ${String(params['type'])} (got ${describeValue(valueAt(data, at))})` };
    case 'pattern':
      return { file, pointer: at, message: `${describeValue(valueAt(data, at))} does not match the pattern ${String(params['pattern'])}` };
    case 'discriminator':
      return { file, pointer: `${at}/kind`, message: 'must be "screen" or "url"' };
    default:
      return { file, pointer: at, message: error.message ?? `fails ${error.keyword}` };
  }
}

function run(definition: Definition, data: unknown, file: string): Problem[] {
  const validate = validatorFor(definition);
  if (validate(data)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if' && error.keyword !== 'oneOf')
    .map((error) => toProblem(file, data, error))
    .filter((problem) => {
      const key = `${problem.pointer} ${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Checks a brand file (brands/<CODE>/brand.json) as edited: code and extends required, everything else optional. */
export const validateBrandFile = (data: unknown, file: string): Problem[] => run('BrandFile', data, file);

/** Checks a shared or group defaults file: any part of a configuration. */
export const validateBrandDefaults = (data: unknown, file: string): Problem[] => run('BrandDefaults', data, file);

/** Checks a resolved configuration against the schema: everything required. */
export const validateResolvedSchema = (data: unknown, file: string): Problem[] => run('BrandConfig', data, file);
