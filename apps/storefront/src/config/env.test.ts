import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidEnvironmentError } from '@shop/env';
import { describe, expect, it } from 'vitest';
import { shopApiUrl } from '../data/api-url.ts';
import { DEFAULT_SHOP_API_URL, parseStorefrontEnv } from './env.ts';

const appDir = fileURLToPath(new URL('../..', import.meta.url));

describe('parseStorefrontEnv', () => {
  it('gives the defaults for an empty environment (empty variables count as unset)', () => {
    expect(parseStorefrontEnv({ SHOP_API_URL: '' })).toEqual({
      ok: true,
      value: { shopApiUrl: DEFAULT_SHOP_API_URL, nodeEnv: undefined, distTag: undefined, brandsDir: undefined },
    });
  });

  it('reads a complete environment into a frozen config', () => {
    const checked = parseStorefrontEnv({ SHOP_API_URL: 'https://api.example.com/graphql', NODE_ENV: 'production', STOREFRONT_DIST_TAG: 'e2e', BRANDS_DIR: '/srv/brands' });
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    expect(checked.value).toEqual({ shopApiUrl: 'https://api.example.com/graphql', nodeEnv: 'production', distTag: 'e2e', brandsDir: '/srv/brands' });
    expect(Object.isFrozen(checked.value)).toBe(true);
  });

  it('names every bad variable on a line of its own', () => {
    expect(parseStorefrontEnv({ SHOP_API_URL: 'not a url', NODE_ENV: 'staging', STOREFRONT_DIST_TAG: '../elsewhere' })).toEqual({
      ok: false,
      problems: [
        'SHOP_API_URL must be an http:// or https:// URL (the API\'s GraphQL endpoint), got "not a url"',
        'NODE_ENV must be development, test or production, got "staging"',
        'STOREFRONT_DIST_TAG must be letters, digits, - or _ (it ends a folder name), got "../elsewhere"',
      ],
    });
  });
});

describe('shopApiUrl', () => {
  it('reads SHOP_API_URL per call, by the same rule', () => {
    expect(shopApiUrl({})).toBe(DEFAULT_SHOP_API_URL);
    expect(shopApiUrl({ SHOP_API_URL: 'http://127.0.0.1:4400/graphql' })).toBe('http://127.0.0.1:4400/graphql');
    expect(() => shopApiUrl({ SHOP_API_URL: 'ftp://example.com' })).toThrow(InvalidEnvironmentError);
    expect(() => shopApiUrl({ SHOP_API_URL: 'ftp://example.com' })).toThrow('SHOP_API_URL must be');
  });
});

describe('the storefront server with a bad environment', () => {
  it('next start prints one line per problem and exits 1, no stack trace', async () => {
    const child = spawn(path.join(appDir, '..', '..', 'node_modules', '.bin', 'next'), ['start', '--port', '0'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production', SHOP_API_URL: 'not a url', STOREFRONT_DIST_TAG: 'a/b' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'SHOP_API_URL must be an http:// or https:// URL (the API\'s GraphQL endpoint), got "not a url"',
      'STOREFRONT_DIST_TAG must be letters, digits, - or _ (it ends a folder name), got "a/b"',
    ]);
  }, 60_000);
});
