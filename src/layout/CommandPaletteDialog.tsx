// The command palette's dialog, loaded when the palette first opens (src/layout/CommandPalette.tsx).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Dialog, Header, Input, Label, Menu, MenuItem, MenuSection, Modal, ModalOverlay, SearchField, useFilter } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ZONE_STATES } from '../domain/zoneStatus';
import type { CommandPaletteProps } from './CommandPalette';
import './CommandPalette.css';

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

/** The open palette: typing filters the destinations and accounts, the arrow keys move, Enter goes, Escape closes. */
export default function CommandPaletteDialog({ navigation, settings, accounts, onSwitchAccount, onClose }: CommandPaletteProps & { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contains } = useFilter({ sensitivity: 'base' });

  const sections = useMemo<CommandSection[]>(() => {
    const go = (to: string) => () => void navigate(to);
    const found: CommandSection[] = [{ id: 'navigation', title: t('layout.commandPalette.goTo'), commands: navigation.map((item) => ({ id: `nav:${item.id}`, label: t(item.labelKey), run: go(item.to) })) }];
    // The zone list filtered to each status, as the status tiles of /home open it (issue 9).
    const zones = navigation.find((item) => item.id === 'zones');
    if (zones) {
      const commands = ZONE_STATES.map((state) => ({ id: `zones:${state}`, label: t(`layout.commandPalette.zoneState.${state}`), run: go(`${zones.to}?status=${state}`) }));
      found.push({ id: 'zones', title: t('layout.commandPalette.zones'), commands });
    }
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
    onClose();
    command?.run();
  };

  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className="command-palette__overlay">
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
