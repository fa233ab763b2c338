const workspaceRoot = new URL('../', import.meta.url).href;

/** Module resolution hook: resolve `drizzle-orm` and its subpaths from this workspace. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: workspaceRoot + 'package.json' });
  }
  return nextResolve(specifier, context);
}
