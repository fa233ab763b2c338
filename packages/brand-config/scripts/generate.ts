import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir, repoRoot } from '../src/paths.ts';
import { renderSchemaArtifacts } from '../src/schema/artifacts.ts';

const { schemaJson, typesTs } = await renderSchemaArtifacts();
const schemaPath = join(repoRoot(), 'brands', 'brand.schema.json');
const typesPath = join(packageDir(), 'src', 'generated', 'brand-config.ts');
writeFileSync(schemaPath, schemaJson);
writeFileSync(typesPath, typesTs);
console.log(`wrote ${schemaPath}\nwrote ${typesPath}`);
