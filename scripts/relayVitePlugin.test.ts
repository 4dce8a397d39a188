import { describe, expect, it } from 'vitest';
import { artifactDirectoryOf, relayPlugin } from './relayVitePlugin';

describe('the Relay transform', () => {
  it('points each Relay project at its own artifact directory', () => {
    expect(artifactDirectoryOf(new URL('../src/session/LoginUserMutation.ts', import.meta.url).pathname)).toMatch(/\/src\/__generated__$/);
    expect(artifactDirectoryOf(new URL('../src/player/CreatePlaybackClientMutation.ts', import.meta.url).pathname)).toMatch(/\/src\/player\/__generated__$/);
  });

  it('compiles a tag in a nested folder to an import of the project artifact', async () => {
    const file = new URL('../src/session/LoginUserMutation.ts', import.meta.url).pathname;
    const plugin = relayPlugin() as { transform: (code: string, id: string) => Promise<{ code: string } | null> };
    const result = await plugin.transform("import { graphql } from 'relay-runtime';\nexport const M = graphql`mutation LoginUserMutation($input: LoginUserInput!) { loginUser(input: $input) { token } }`;", file);
    expect(result?.code).toContain('../__generated__/LoginUserMutation.graphql');
    expect(result?.code).not.toContain('graphql`');
  });

  it('leaves files without tags alone', async () => {
    const plugin = relayPlugin() as { transform: (code: string, id: string) => Promise<unknown> };
    expect(await plugin.transform('export const a = 1;', '/x/src/a.ts')).toBeNull();
  });
});
