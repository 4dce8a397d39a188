// Which actions a music source's context menu offers (core.md 2 'Controls and dialogs', 6 'Context
// menu' and 'Editing music'). Pure, so the menu and its table test read one rule.

export const SOURCE_MENU_ACTIONS = ['preview', 'play', 'playTo', 'add', 'edit', 'duplicate', 'share'] as const;
export type SourceMenuAction = (typeof SOURCE_MENU_ACTIONS)[number];

export type SourceKind = 'playlist' | 'schedule';

export interface SourceMenuFacts {
  accountSelected: boolean;
  /** Running inside the desktop app's shell. */
  desktopShell: boolean;
  /** A playback controller (a zone's player in control) is at hand to play to. */
  playbackController: boolean;
  kind: SourceKind;
  /** The account may edit this source (the server's EDIT permission). */
  mayEdit: boolean;
  /** The account's plan, e.g. 'starter', 'essential', 'unlimited'; null when unknown. */
  plan: string | null;
  /** The source can be kept in a library (a playlist or schedule with an id the library takes). */
  saveable: boolean;
  restrictions: { editMusic: boolean; discoverMusic: boolean };
}

const STARTER_PLAN = 'starter';

/** The actions to show, in the menu's order. */
export function sourceMenuActions(facts: SourceMenuFacts): SourceMenuAction[] {
  const { accountSelected, desktopShell, playbackController, kind, mayEdit, plan, saveable, restrictions } = facts;
  const shown: Record<SourceMenuAction, boolean> = {
    preview: !playbackController,
    play: accountSelected && playbackController,
    playTo: accountSelected && !desktopShell,
    // restrictedDiscoverMusic forbids add everywhere, which covers the desktop app's rule too.
    add: accountSelected && saveable && !restrictions.discoverMusic,
    edit: accountSelected && mayEdit && plan !== STARTER_PLAN && !restrictions.editMusic,
    duplicate: accountSelected && kind === 'schedule' && !restrictions.editMusic && !restrictions.discoverMusic,
    share: true,
  };
  return SOURCE_MENU_ACTIONS.filter((action) => shown[action]);
}
