import { buildBrandSchema } from './brand-schema.ts';
import { generateBrandTypes } from './generate-types.ts';

/** Contents of the two generated files: brands/brand.schema.json and src/generated/brand-config.ts. */
export async function renderSchemaArtifacts(): Promise<{ schemaJson: string; typesTs: string }> {
  const schema = buildBrandSchema();
  return { schemaJson: `${JSON.stringify(schema, null, 2)}\n`, typesTs: await generateBrandTypes(schema) };
}
