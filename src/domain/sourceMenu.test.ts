import { describe, expect, it } from 'vitest';
import { sourceMenuActions } from './sourceMenu';
import type { SourceMenuAction, SourceMenuFacts } from './sourceMenu';

const base: SourceMenuFacts = {
  accountSelected: true,
  desktopShell: false,
  playbackController: false,
  kind: 'playlist',
  mayEdit: true,
  plan: 'unlimited',
  saveable: true,
  restrictions: { editMusic: false, discoverMusic: false },
};

const facts = (patch: Partial<SourceMenuFacts>): SourceMenuFacts => ({ ...base, ...patch });

describe('sourceMenuActions (core.md 6 Context menu, Editing music)', () => {
  const table: [string, Partial<SourceMenuFacts>, SourceMenuAction[]][] = [
    ['a playlist with an account, no controller', {}, ['preview', 'playTo', 'add', 'edit', 'share']],
    ['without an account only preview and share remain', { accountSelected: false }, ['preview', 'share']],
    ['without an account and with a controller only share remains', { accountSelected: false, playbackController: true }, ['share']],
    ['a controller hides preview and shows play', { playbackController: true }, ['play', 'playTo', 'add', 'edit', 'share']],
    ['the desktop app hides playTo', { desktopShell: true }, ['preview', 'add', 'edit', 'share']],
    ['a schedule can be duplicated', { kind: 'schedule' }, ['preview', 'playTo', 'add', 'edit', 'duplicate', 'share']],
    ['a schedule without an account cannot be duplicated', { kind: 'schedule', accountSelected: false }, ['preview', 'share']],
    ['no edit without the permission', { mayEdit: false }, ['preview', 'playTo', 'add', 'share']],
    ['no edit on the starter plan', { plan: 'starter' }, ['preview', 'playTo', 'add', 'share']],
    ['edit on an unknown plan', { plan: null }, ['preview', 'playTo', 'add', 'edit', 'share']],
    ['restricted editing forbids edit and duplicate', { kind: 'schedule', restrictions: { editMusic: true, discoverMusic: false } }, ['preview', 'playTo', 'add', 'share']],
    ['restricted discovery forbids add and duplicate', { kind: 'schedule', restrictions: { editMusic: false, discoverMusic: true } }, ['preview', 'playTo', 'edit', 'share']],
    ['restricted discovery in the desktop app hides add', { desktopShell: true, restrictions: { editMusic: false, discoverMusic: true } }, ['preview', 'edit', 'share']],
    ['an unsaveable source cannot be added', { saveable: false }, ['preview', 'playTo', 'edit', 'share']],
  ];
  it.each(table)('%s', (_name, patch, expected) => {
    expect(sourceMenuActions(facts(patch))).toEqual(expected);
  });
});
