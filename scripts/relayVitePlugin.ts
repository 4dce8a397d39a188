// Compiles Relay's graphql tags into imports of their generated artifacts, for Vite and Vitest.
// vite-plugin-relay runs babel-plugin-relay without options, which then looks for artifacts next to
// each source file; our two Relay projects write them to one directory each (relay.config.json), so
// each file is pointed at its project's directory.
import { transformAsync } from '@babel/core';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLAYER_SOURCES = `${ROOT}src/player/`;

export function artifactDirectoryOf(file: string): string {
  return file.startsWith(PLAYER_SOURCES) ? `${ROOT}src/player/__generated__` : `${ROOT}src/__generated__`;
}

export function relayPlugin(): Plugin {
  return {
    name: 'cadence:relay',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [['babel-plugin-relay', { artifactDirectory: artifactDirectoryOf(file), eagerEsModules: true }]],
      });
      if (!result?.code) throw new Error(`Relay transform produced nothing for ${file}`);
      return { code: result.code, map: result.map };
    },
  };
}
