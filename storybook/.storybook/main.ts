import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../packages/ui/src/**/*.stories.tsx'],
  // Brand configs point at files in their brand folder (assets/logo-main.svg); serve them as /brands/<CODE>/….
  staticDirs: [{ from: '../../brands', to: '/brands' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
