import type { Plugin } from 'vite';

const USE_SERVER = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/;
const EXPORTED_FUNCTION = /^export\s+(?:async\s+)?function\s+(\w+)/gm;
const EXPORTED_CONST = /^export\s+(?:const|let)\s+(\w+)/gm;

/** The names a server actions module exports at run time (its types vanish anyway). */
export function serverActionNames(source: string): string[] {
  return [...source.matchAll(EXPORTED_FUNCTION), ...source.matchAll(EXPORTED_CONST)].map((match) => match[1]!);
}

/** The stand-in module: each action fails loudly if a story calls it instead of passing its own. */
export function serverActionStubs(names: readonly string[]): string {
  return names
    .map((name) => `export async function ${name}() { throw new Error('The server action ${name} does not run in Storybook: pass the story its own.'); }`)
    .join('\n');
}

/**
 * Storefront components default their API calls to Next.js server actions ('use server' modules, which read cookies
 * and call the API). Storybook has no server: each such module is replaced by stubs of the same names, so stories
 * bundle none of the server code and pass their components stand-in functions.
 */
export function serverActionsPlugin(): Plugin {
  return {
    name: 'shop:server-actions',
    enforce: 'pre',
    transform(source, id) {
      if (!/\.tsx?$/.test(id.split('?')[0] ?? '') || !USE_SERVER.test(source)) return null;
      return { code: serverActionStubs(serverActionNames(source)), map: null };
    },
  };
}
