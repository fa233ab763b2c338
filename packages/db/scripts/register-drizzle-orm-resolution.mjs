import { register } from 'node:module';

register(new URL('./resolve-drizzle-orm.mjs', import.meta.url));
