// A labelled select of the zone list's filter bar (react-aria: typeahead, arrow keys, Escape).
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { Key } from 'react-aria-components';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
  onChange(id: string): void;
}

/** A labelled react-aria select of the filter bar. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Select
      className="zone-list-select"
      value={value}
      onChange={(key: Key | null) => key !== null && key !== value && onChange(String(key))}
    >
      <Label className="zone-list-select__label">{label}</Label>
      <AriaButton className="zone-list-select__button">
        <SelectValue />
        <span aria-hidden="true" className="zone-list-select__chevron">
          ▾
        </span>
      </AriaButton>
      <Popover className="zone-list-select__popover">
        <ListBox className="zone-list-select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="zone-list-select__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
