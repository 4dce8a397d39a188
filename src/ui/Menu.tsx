import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuSection, Header, Popover, Separator, MenuTrigger } from 'react-aria-components';
import type { MenuItemProps, MenuProps, PopoverProps } from 'react-aria-components';
import './Menu.css';

export { MenuTrigger };

/** A menu in its popover; put it after the trigger button inside a MenuTrigger. */
export function Menu<T extends object>({ placement, ...props }: MenuProps<T> & { placement?: PopoverProps['placement'] }) {
  return (
    <Popover placement={placement ?? 'bottom end'} className="menu-popover">
      <AriaMenu {...props} className="menu" />
    </Popover>
  );
}

export function MenuItem(props: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return <AriaMenuItem {...props} textValue={textValue} className="menu__item" />;
}

export function MenuGroup({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <MenuSection className="menu__section">
      {title && <Header className="menu__header">{title}</Header>}
      {children}
    </MenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className="menu__separator" />;
}
