import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Dialog, Header, Input, Label, Menu, MenuItem, MenuSection, Modal, ModalOverlay, SearchField, useFilter } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { AccountChoice } from './AccountSwitcher';
import type { NavigationItem } from './navigationItems';
import type { SettingsNavigation } from './settingsNavigation';
import { COMMAND_PALETTE_SHORTCUT, useShortcut } from './shortcuts';
import './CommandPalette.css';

export interface CommandPaletteProps {
  navigation: readonly NavigationItem[];
  /** The settings destinations; null when logged out. */
  settings: SettingsNavigation | null;
  accounts: readonly AccountChoice[];
  onSwitchAccount(account: AccountChoice): void;
}

interface Command {
  id: string;
  label: string;
  detail?: string;
  run(): void;
}

interface CommandSection {
  id: string;
  title: string;
  commands: Command[];
}

/**
 * Jump anywhere from the keyboard (core.md 2): Cmd/Ctrl+K opens it, typing filters the app's
 * destinations and the accounts to switch to, the arrow keys move, Enter goes, Escape closes.
 */
export function CommandPalette({ navigation, settings, accounts, onSwitchAccount }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const { contains } = useFilter({ sensitivity: 'base' });
  useShortcut({ ...COMMAND_PALETTE_SHORTCUT, run: () => setOpen(true) });

  const sections = useMemo<CommandSection[]>(() => {
    const go = (to: string) => () => void navigate(to);
    const found: CommandSection[] = [{ id: 'navigation', title: t('layout.commandPalette.goTo'), commands: navigation.map((item) => ({ id: `nav:${item.id}`, label: t(item.labelKey), run: go(item.to) })) }];
    if (settings) {
      const items = settings.groups.flatMap((group) => group.items.map((item) => ({ id: `settings:${item.id}`, label: t(item.labelKey), detail: t(group.headingKey), run: go(item.to) })));
      found.push({ id: 'settings', title: t('layout.commandPalette.settings'), commands: items });
    }
    if (accounts.length > 0) {
      found.push({
        id: 'accounts',
        title: t('layout.commandPalette.switchAccount'),
        commands: accounts.map((account) => ({ id: `account:${account.id}`, label: account.name, detail: account.label ? t('layout.accounts.partner') : undefined, run: () => onSwitchAccount(account) })),
      });
    }
    return found.filter((section) => section.commands.length > 0);
  }, [navigation, settings, accounts, onSwitchAccount, navigate, t]);

  const onAction = (key: Key) => {
    const command = sections.flatMap((section) => section.commands).find((candidate) => candidate.id === key);
    setOpen(false);
    command?.run();
  };

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className="command-palette__overlay">
      <Modal className="command-palette">
        <Dialog aria-label={t('layout.commandPalette.label')} className="command-palette__dialog">
          <Autocomplete filter={contains}>
            <SearchField autoFocus className="command-palette__search">
              <Label className="visually-hidden">{t('layout.commandPalette.search')}</Label>
              <Input className="command-palette__input" placeholder={t('layout.commandPalette.placeholder')} />
            </SearchField>
            {/* The list takes virtual focus from the field; its scroller is focusable so the keyboard can scroll it too. */}
            <div className="command-palette__scroller" tabIndex={0} role="region" aria-label={t('layout.commandPalette.results')}>
            <Menu onAction={onAction} className="command-palette__list" renderEmptyState={() => <p className="command-palette__empty">{t('layout.commandPalette.empty')}</p>}>
              {sections.map((section) => (
                <MenuSection key={section.id} id={section.id} className="command-palette__section">
                  <Header className="command-palette__heading">{section.title}</Header>
                  {section.commands.map((command) => (
                    <MenuItem key={command.id} id={command.id} textValue={command.label} className="command-palette__item">
                      <span>{command.label}</span>
                      {command.detail && <span className="command-palette__detail">{command.detail}</span>}
                    </MenuItem>
                  ))}
                </MenuSection>
              ))}
            </Menu>
            </div>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
