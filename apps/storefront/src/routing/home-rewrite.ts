import type { BrandConfig } from '@shop/brand-config';
import { resolveRequest } from './resolve.ts';

export interface ConfigRewrite {
  readonly source: string;
  readonly destination: string;
}

/**
 * The home page, the busiest URL, is rewritten by next.config instead of the proxy (whose matcher leaves `/` out):
 * running the proxy costs a cached page about a quarter of its throughput. The rewrite is the proxy's own answer.
 */
export function homeRewrite(brand: BrandConfig): ConfigRewrite {
  const resolution = resolveRequest(brand, '/', new URLSearchParams());
  if (resolution.kind !== 'rewrite') throw new Error(`${brand.code}: the proxy does not rewrite "/" (${resolution.kind})`);
  return { source: '/', destination: resolution.pathname };
}
