import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURES, messagesFor } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { TEXTS_ON_DEMAND, type TextSet } from './texts-on-demand.ts';
import { CLIENT_MESSAGE_SCOPES, clientMessages, type ClientMessageScope } from './client-messages.ts';

const srcDir = path.resolve(import.meta.dirname, '..');
const ROUTE_FILE = /^(page|layout|error|not-found|template|default)\.tsx$/;
// Static imports and re-exports (not `import type`: types never reach the browser), dynamic imports, side-effect imports.
const RELATIVE_IMPORT = /(?:\b(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;
const USES_CLIENT = /^\s*['"]use client['"]/m;
// A module of server actions: what a browser module imports of it are references, and its code stays on the server.
const USES_SERVER = /^\s*['"]use server['"]/;
const MOUNTED_SCOPE = /<ClientMessages\b[^>]*\bscope="(\w+)"/g;
// A message id in a string or template literal: the feature, then the rest up to the first `${` (kept in group 2).
const MESSAGE_ID = new RegExp(`['"\`]((?:${FEATURES.join('|')})\\.[\\w.]*)(\\$\\{)?`, 'g');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return ROUTE_FILE.test(entry.name) ? [file] : [];
  });
}

const messageIds = Object.keys(messagesFor('en-IE'));

/** Where each set of texts on demand is fetched and used when a page does not hold it (texts-on-demand.ts). */
const ON_DEMAND_USERS: Readonly<Record<TextSet, string>> = {
  errors: path.join('chrome', 'error-modal') + path.sep,
  storeSwitcher: path.join('chrome', 'store-switcher') + path.sep,
};
const ON_DEMAND_REGISTRY = path.join('i18n', 'texts-on-demand.ts');
const loadedOnDemand = (module: string, id: string) =>
  module === ON_DEMAND_REGISTRY ||
  Object.entries(ON_DEMAND_USERS).some(
    ([set, dir]) => module.startsWith(dir) && TEXTS_ON_DEMAND[set as TextSet].some((prefix) => id.startsWith(prefix)),
  );

/**
 * Whether a literal names messages: a whole id, or the start of ids completed at run time (`errors.code.${code}`,
 * 'validation.' + rule). Field paths such as 'checkout.customer.email' look like ids but name no message.
 */
function namesMessages(literal: string, completedAtRunTime: boolean): boolean {
  if (completedAtRunTime || literal.endsWith('.')) return messageIds.some((id) => id.startsWith(literal));
  return messageIds.includes(literal);
}

function isScope(name: string): name is ClientMessageScope {
  return Object.hasOwn(CLIENT_MESSAGE_SCOPES, name);
}

interface Violation {
  readonly module: string;
  readonly id: string;
  readonly scopes: string;
}

/**
 * Follows the relative imports of every route file (the layout's chrome scope around all of them). A module runs in the
 * browser when it says 'use client' or a browser module imports it, unless it is a module of server actions; every
 * message id such a module names must start with a prefix of the scopes mounted (`<ClientMessages scope=…>`) on the way
 * to it. Ids made by packages (the validation rules' `validation.…`) are not followed: the form scopes include them
 * whole.
 */
function clientMessageViolations(): Violation[] {
  const violations = new Map<string, Violation>();
  const visited = new Set<string>();
  const source = (file: string) => readFileSync(file, 'utf8');

  const visit = (file: string, inBrowser: boolean, scopes: ReadonlySet<ClientMessageScope>): void => {
    const text = source(file);
    const browser = !USES_SERVER.test(text) && (inBrowser || USES_CLIENT.test(text));
    const mounted = new Set(scopes);
    for (const [, name = ''] of text.matchAll(MOUNTED_SCOPE)) {
      if (!isScope(name)) throw new Error(`${path.relative(srcDir, file)} mounts an unknown message scope "${name}"`);
      mounted.add(name);
    }
    const key = `${file} ${browser} ${[...mounted].sort().join(',')}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (browser) {
      const prefixes: readonly string[] = [...mounted].flatMap((scope) => CLIENT_MESSAGE_SCOPES[scope]);
      for (const [, id = '', interpolation] of text.matchAll(MESSAGE_ID)) {
        if (!namesMessages(id, interpolation !== undefined) || prefixes.some((prefix) => id.startsWith(prefix))) continue;
        const module = path.relative(srcDir, file);
        if (loadedOnDemand(module, id)) continue;
        violations.set(`${module} ${id}`, { module, id, scopes: [...mounted].join(', ') });
      }
    }
    for (const [, specifier = ''] of text.matchAll(RELATIVE_IMPORT)) {
      if (!/\.tsx?$/.test(specifier)) continue;
      visit(path.resolve(path.dirname(file), specifier), browser, mounted);
    }
  };

  for (const file of routeFiles(path.join(srcDir, 'app'))) visit(file, false, new Set(['chrome']));
  return [...violations.values()];
}

describe('client message scopes', () => {
  it('hand every client module the messages it formats', () => {
    expect(clientMessageViolations()).toEqual([]);
  });

  it('each keep to a part of the catalog, the chrome to a small one', () => {
    const all = Object.keys(messagesFor('en-IE')).length;
    const chrome = Object.keys(clientMessages('en-IE', 'chrome')).length;
    expect(chrome).toBeGreaterThan(0);
    expect(chrome).toBeLessThan(all / 3);
    expect(Object.keys(clientMessages('en-IE', 'chrome'))).not.toContain('checkout.title');
  });

  it('makes each scope once per locale, in the language of the store', () => {
    expect(clientMessages('nl-NL', 'cart')).toBe(clientMessages('nl-NL', 'cart'));
    expect(clientMessages('nl-BE', 'chrome')['search.label']).toBe(messagesFor('nl-NL')['search.label']);
  });
});
