import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../mocks/**/*.stories.@(ts|tsx)',
    // The API reference (Redoc on public/api/openapi.json): a page, not a tested state.
    '../scripts/openapi/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    // Storybook always carries the mock platform (scripts/vite/app-build.ts), also in its static
    // build, which loads .env.production like the members' build.
    config.define = { ...config.define, 'import.meta.env.VITE_USE_MOCKS': JSON.stringify('true') };
    return config;
  },
};
export default config;
