import { describe, expect, it } from 'vitest';
import { chunkFiles, groupChunkKeys, pageAssets } from './asset-manifest';
import type { ViteManifest } from './asset-manifest';

const manifest: ViteManifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js', '_router.js'], css: ['assets/entry.css'], dynamicImports: ['src/app/pages/home-page.tsx'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_router.js'], css: ['assets/shared.css'] },
  '_router.js': { file: 'assets/router.js' },
  'src/app/pages/home-page.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js', '_route-page.js'], css: ['assets/home.css'] },
  '_route-page.js': { file: 'assets/route-page.js' },
  'src/app/locales/et.json': { file: 'assets/et.js', isDynamicEntry: true },
};

describe('asset manifest', () => {
  it('collects a chunk and its static imports once each, not its dynamic imports', () => {
    expect(chunkFiles(manifest, ['src/app/entry-client.tsx'])).toEqual({
      js: ['assets/entry.js', 'assets/shared.js', 'assets/router.js'],
      css: ['assets/entry.css', 'assets/shared.css'],
    });
  });

  it('lists the entry, the modules to preload and the stylesheets of a page', () => {
    expect(pageAssets(manifest, ['src/app/pages/home-page.tsx', 'src/app/locales/et.json', 'src/unknown.ts'])).toEqual({
      entry: '/assets/entry.js',
      modulePreloads: ['/assets/shared.js', '/assets/router.js', '/assets/home.js', '/assets/route-page.js', '/assets/et.js'],
      stylesheets: ['/assets/entry.css', '/assets/shared.css', '/assets/home.css'],
    });
  });

  it('has nothing to link without a manifest (development, tests)', () => {
    expect(pageAssets(null, ['src/app/pages/home-page.tsx'])).toEqual({ entry: null, modulePreloads: [], stylesheets: [] });
  });
});

describe('groupChunkKeys', () => {
  it("finds a code-splitting group's chunk by its name, not a longer name sharing the prefix", () => {
    const manifest = {
      '_texts-et-DXX89zWn.js': { file: 'assets/texts-et-DXX89zWn.js' },
      '_texts-en-BKqnHWIx.js': { file: 'assets/texts-en-BKqnHWIx.js' },
      'src/app/entry-client.tsx': { file: 'assets/entry-client-BbT4U-RQ.js', isEntry: true },
    };
    expect(groupChunkKeys(manifest, 'texts-et')).toEqual(['_texts-et-DXX89zWn.js']);
    expect(groupChunkKeys(manifest, 'texts')).toEqual([]);
    expect(groupChunkKeys(null, 'texts-et')).toEqual([]);
  });
});
