import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { BrandBuildError, DEFAULT_BUILD_BRAND, prepareBrand } from './build/brand-at-build.ts';
import { copyBrandAssets } from './build/copy-brand-assets.ts';
import { distDirFor } from './build/dist-dir.ts';
import { writeBrandFamily } from './src/brand/family-at-build.ts';
import { routeRules } from './src/routing/route-rules.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The brand is validated before anything else: a broken brand file stops the build right here
// with its file and JSON pointer.
function loadChosenBrand() {
  try {
    return prepareBrand(appDir, process.env.BRAND ?? DEFAULT_BUILD_BRAND);
  } catch (error) {
    if (error instanceof BrandBuildError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const { brand, modulePath, brandsDir } = loadChosenBrand();
copyBrandAssets(brand, brandsDir, path.join(appDir, 'public'));
const familyModulePath = writeBrandFamily(appDir, brand, brandsDir);
const routes = routeRules(brand);

interface WebpackConfig {
  resolve: { alias: Record<string, string | false | string[]> };
}

const nextConfig: NextConfig = {
  distDir: distDirFor(brand.code),
  // Every route in the brand route tables ends in '/', as the spec's paths do.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  generateEtags: false,
  // Next's file-system cache, storing rendered pages as ASCII so cached pages are sent without re-encoding.
  cacheHandler: path.join(appDir, 'server', 'page-cache-handler.mjs'),
  // The API URL is read at run time (SHOP_API_URL), so one build runs in every environment.
  transpilePackages: ['@shop/brand-config', '@shop/themes', '@shop/ui', '@shop/i18n', '@shop/graphql', '@shop/validation', '@shop/delivery'],
  experimental: {
    // Import only the UI kit modules a page uses, not the whole barrel.
    optimizePackageImports: ['@shop/ui'],
    // The few KB of CSS a page needs arrive with its HTML instead of as render-blocking requests.
    inlineCss: true,
  },
  // The brand's route tables: public localized paths → internal /s/{lang}/{screen}/ routes (src/routing/route-rules.ts).
  async redirects() {
    return routes.redirects;
  },
  async rewrites() {
    return routes.rewrites;
  },
  webpack(config: WebpackConfig) {
    config.resolve.alias['@brand/config'] = modulePath;
    config.resolve.alias['@brand/family'] = familyModulePath;
    return config;
  },
};

export default createVanillaExtractPlugin()(nextConfig);
