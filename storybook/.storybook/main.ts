import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { serverActionsPlugin } from '../src/next/server-actions.ts';

const shim = (file: string) => fileURLToPath(new URL(`../src/next/${file}`, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The UI kit, and the storefront's own blocks, chrome and basket (home blocks, header parts, footer, search, basket lines).
  stories: ['../../packages/ui/src/**/*.stories.tsx', '../../apps/storefront/src/**/*.stories.tsx'],
  // Brand configs point at files in their brand folder (assets/logo-main.svg): served as /brands/<CODE>/… for the UI
  // kit's stories and as /brand-assets/<CODE>/… where the storefront's components look for them.
  staticDirs: [
    { from: '../../brands', to: '/brands' },
    { from: '../../brands', to: '/brand-assets' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), serverActionsPlugin()],
      resolve: {
        // Storefront components are written for Next.js and a brand chosen at build; Storybook gives them plain
        // anchors, React.lazy and the brand picked in the toolbar.
        alias: [
          { find: /^next\/link$/, replacement: shim('link.tsx') },
          { find: /^next\/dynamic$/, replacement: shim('dynamic.tsx') },
          { find: /^next\/navigation$/, replacement: shim('navigation.ts') },
          { find: /^@brand\/config$/, replacement: shim('brand-config.ts') },
        ],
      },
    }),
};

export default config;
