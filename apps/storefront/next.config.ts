import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { exitOnInvalidEnvironment } from '@shop/env';
import { BrandBuildError, prepareBrand } from './build/brand-at-build.ts';
import { chosenBrandCode } from './src/brand/brand-code.ts';
import { copyBrandAssets } from './build/copy-brand-assets.ts';
import { distDirFor } from './build/dist-dir.ts';
import { parseStorefrontEnv } from './src/config/env.ts';
import { routeRules } from './src/routing/route-rules.ts';
import { securityHeaderRules } from './src/security/header-rules.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The server's settings (SHOP_API_URL, …) are checked when build, start or dev begins: one line per problem, exit 1.
const checkedEnv = parseStorefrontEnv(process.env);
if (!checkedEnv.ok) exitOnInvalidEnvironment(checkedEnv.problems);

// The brand is validated before anything else: a broken brand file stops the build right here
// with its file and JSON pointer.
function loadChosenBrand() {
  try {
    return prepareBrand(appDir, chosenBrandCode());
  } catch (error) {
    if (error instanceof BrandBuildError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const { brand, builtBrandsPath, brandsDir } = loadChosenBrand();
copyBrandAssets(brand, brandsDir, path.join(appDir, 'public'));
const routes = routeRules(brand);

interface WebpackConfig {
  resolve: { alias: Record<string, string | false | string[]> };
  optimization: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * All of the shop's CSS (40 KB, 6.5 KB gzipped) in one style sheet, fetched once and cached for every page. Next would
 * give a page seven or eight render-blocking sheets; inlining them (experimental.inlineCss) put a page's 26 KB of CSS
 * into every response twice, as a style element and again in the React payload.
 */
const ONE_STYLE_SHEET = { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 } as const;

const nextConfig: NextConfig = {
  // STOREFRONT_COMPILE_DIR: build:all compiles a theme's brands once into a folder of their own (cli/build-all.ts).
  distDir: process.env.STOREFRONT_COMPILE_DIR ?? distDirFor(brand.code),
  // Every route in the brand route tables ends in '/', as the spec's paths do.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  generateEtags: false,
  // The storefront's server compresses instead (server/compression.mjs), outside the step that reads each page.
  compress: false,
  // Metadata rendered with the page for every visitor, not streamed after it (Next streams it to all but a list of
  // bots): a page refreshed after a server action otherwise had no <title> until its metadata came again. Our
  // metadata reads nothing slow, and cached pages had it in their head already.
  htmlLimitedBots: /./,
  // Next's file-system cache, storing rendered pages as ASCII so cached pages are sent without re-encoding.
  cacheHandler: path.join(appDir, 'server', 'page-cache-handler.mjs'),
  // The API URL is read at run time (SHOP_API_URL), so one build runs in every environment.
  transpilePackages: [
    '@shop/brand-config', '@shop/themes', '@shop/ui', '@shop/i18n', '@shop/graphql', '@shop/validation', '@shop/delivery', '@shop/env',
    '@shop/money', '@shop/cart-rules',
  ],
  // Types are checked once, by the workspace's typecheck task (part of `npm test`); every brand build repeating the
  // check cost about a minute of each of the 33 builds.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Import only the UI kit modules a page uses, not the whole barrel.
    optimizePackageImports: ['@shop/ui'],
  },
  // nosniff, referrer policy, the cached pages' CSP, HSTS behind https (src/security/header-rules.ts; src/proxy.ts
  // gives personal pages a nonce policy); filtered lists declared public for the shared page cache (route rules).
  async headers() {
    return [...securityHeaderRules({ development: process.env.NODE_ENV === 'development' }), ...routes.headers];
  },
  // The brand's route tables: public localized paths → internal /s/{lang}/{screen}/ routes (src/routing/route-rules.ts).
  async redirects() {
    return routes.redirects;
  },
  async rewrites() {
    return routes.rewrites;
  },
  webpack(config: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    // The bundle holds every brand of the theme and renders the one BRAND names when the server starts.
    config.resolve.alias['@brand/built'] = builtBrandsPath;
    config.resolve.alias['@brand/config'] = path.join(appDir, 'src', 'brand', 'served', 'config.ts');
    config.resolve.alias['@brand/family'] = path.join(appDir, 'src', 'brand', 'served', 'family.ts');
    // Only the brand's own group typeface is bundled and preloaded.
    config.resolve.alias['@brand/fonts'] = path.join(appDir, 'src', 'theme', 'fonts', `${brand.theme.name}.ts`);
    // The browser gets messages parsed on the server (src/i18n/browser-messages.ts), so formatjs goes without its parser.
    if (!isServer) config.resolve.alias['@formatjs/icu-messageformat-parser$'] = path.join(appDir, 'src', 'i18n', 'browser-message-parser.ts');
    const { splitChunks } = config.optimization;
    if (!isServer && !dev && splitChunks) splitChunks.cacheGroups = { ...splitChunks.cacheGroups, styles: ONE_STYLE_SHEET };
    return config;
  },
};

export default createVanillaExtractPlugin()(nextConfig);
