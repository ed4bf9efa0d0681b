import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import type { InlineConfig, PluginOption } from 'vite';

// The builder merges the root vite.config.ts (the app's, with SSR and PWA) into Storybook's config.
// A service worker and SSR settings only get in the way of an isolated component preview.
const DROPPED_PLUGIN = /^vite-plugin-pwa|ssr/i;

type FlatPlugin = Exclude<Awaited<PluginOption>, PluginOption[] | false | null | undefined>;

async function flattenPlugins(options: PluginOption[] | undefined): Promise<FlatPlugin[]> {
  const flat: FlatPlugin[] = [];
  for (const option of options ?? []) {
    const value = await option;
    if (Array.isArray(value)) flat.push(...(await flattenPlugins(value)));
    else if (value) flat.push(value);
  }
  return flat;
}

/** Strips the app-only parts of the root Vite config and makes sure React is transformed. */
export async function storybookViteFinal(config: InlineConfig): Promise<InlineConfig> {
  const plugins = (await flattenPlugins(config.plugins)).filter((plugin) => !DROPPED_PLUGIN.test(plugin.name));
  // The vitest plugin applies viteFinal without the root config, so React may not be there yet.
  if (!plugins.some((plugin) => plugin.name.startsWith('vite:react'))) plugins.push(...react());
  // Storybook sets server (middleware mode) and appType itself, so only the SSR sections go.
  const { ssr: _ssr, environments: _environments, ...rest } = config;
  return { ...rest, plugins };
}

/** Storybook for src/ui (and later module views): React + Vite, stories tested through Vitest. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Docgen parses every component with TypeScript on each start; props tables are not worth that here.
  typescript: { reactDocgen: false },
  viteFinal: storybookViteFinal,
};

export default config;
