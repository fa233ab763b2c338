/**
 * Runs in the browser before the storefront's own modules (Next's client instrumentation hook).
 *
 * Zod compiles its object schemas with `new Function` where it may, and finds out whether it may by trying once when
 * the first schema is made. Our pages forbid eval (Content-Security-Policy), so that try is refused and reported as a
 * policy violation on every page whose forms use the shared rules. Zod reads its settings from this global before it
 * creates any schema: `jitless` makes it interpret the schemas without trying (the forms' schemas are small).
 */
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
