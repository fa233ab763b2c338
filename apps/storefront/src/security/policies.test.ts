import { describe, expect, it } from 'vitest';
import { allowsAnyInlineScript, policyForScripts } from '../../server/inline-script-hashes.mjs';
import { contentSecurityPolicy } from './policies.ts';

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => {
  const [name, ...sources] = directive.split(' ');
  return [name, sources] as const;
}));

const production = { development: false };

describe('contentSecurityPolicy', () => {
  it('keeps framing, plugins, base and form targets to ourselves on every page', () => {
    for (const scripts of [{ kind: 'cachedPage' } as const, { kind: 'nonce', nonce: 'abc' } as const]) {
      const policy = directives(contentSecurityPolicy(scripts, production));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      // The captcha's proof of work runs in a worker made from a blob: URL.
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    }
  });

  it('lets a per-request page run only scripts carrying its nonce and what they load', () => {
    const scripts = directives(contentSecurityPolicy({ kind: 'nonce', nonce: 'r4nd0m' }, production)).get('script-src');
    expect(scripts).toEqual(["'self'", "'nonce-r4nd0m'", "'strict-dynamic'"]);
  });

  it('lets a cached page run inline scripts of its own origin and nothing from elsewhere', () => {
    const scripts = directives(contentSecurityPolicy({ kind: 'cachedPage' }, production)).get('script-src');
    expect(scripts).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('gives cached pages the policy the storefront server narrows to their scripts’ hashes, and no other page', () => {
    const cached = contentSecurityPolicy({ kind: 'cachedPage' }, production);
    expect(allowsAnyInlineScript(cached)).toBe(true);
    expect(allowsAnyInlineScript(contentSecurityPolicy({ kind: 'nonce', nonce: 'n' }, production))).toBe(false);
    expect(directives(policyForScripts(cached, ["'sha256-a='"])).get('script-src')).toEqual(["'self'", "'sha256-a='"]);
  });

  it('allows eval only on the development server', () => {
    expect(contentSecurityPolicy({ kind: 'cachedPage' }, production)).not.toContain('unsafe-eval');
    expect(directives(contentSecurityPolicy({ kind: 'nonce', nonce: 'n' }, { development: true })).get('script-src')).toContain("'unsafe-eval'");
  });
});
