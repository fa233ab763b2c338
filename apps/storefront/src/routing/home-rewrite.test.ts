import { loadAllBrands, loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { config } from '../proxy.ts';
import { homeRewrite } from './home-rewrite.ts';
import { resolveRequest } from './resolve.ts';

/** Next's matcher is a path-to-regexp pattern; this one is also a plain regular expression. */
const proxyRuns = (pathname: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(pathname));

describe('homeRewrite', () => {
  it("sends / to the default language's home screen, as the proxy would", () => {
    expect(homeRewrite(loadBrand('GCSIE'))).toEqual({ source: '/', destination: '/s/en/home/' });
    expect(homeRewrite(loadBrand('GCSNL'))).toEqual({ source: '/', destination: '/s/nl/home/' });
  });

  it.each(loadAllBrands().map((brand) => [brand.code, brand] as const))('matches the proxy for %s', (_code, brand) => {
    const resolution = resolveRequest(brand, '/', new URLSearchParams());
    expect(resolution).toMatchObject({ kind: 'rewrite', pathname: homeRewrite(brand).destination });
  });

  it('is the only page path the proxy leaves out', () => {
    expect(proxyRuns('/')).toBe(false);
    for (const pathname of ['/gift-cards/', '/fr/', '//', '/cart', '/s/en/home/']) expect(proxyRuns(pathname)).toBe(true);
    for (const pathname of ['/_next/static/x.js', '/api/ip/', '/robots.txt']) expect(proxyRuns(pathname)).toBe(false);
  });
});
