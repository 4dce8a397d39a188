// Where an override applies: all the account's zones, chosen locations or chosen zones. Locations (250
// in the largest account) are filtered as the user types and the first 50 matches show; zones (5,000
// there) are searched on the server by the zone picker. What is chosen stays chosen while searching.
import { useId, useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Input, Label, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useController, useFormState, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { OVERRIDE_TARGET_KINDS } from '../../domain/playbackOverrides';
import type { OverrideFormValues, OverrideTargetKind } from '../../domain/playbackOverrides';
import { ZonePicker } from '../../fragments/zonePicker/ZonePicker';
import { FormRadioGroup } from '../../ui/choiceFields';

/** Locations shown for a search; more are counted, not listed. */
export const LOCATIONS_SHOWN = 50;

export interface OverrideTargetFieldProps {
  control: Control<OverrideFormValues>;
  accountId: string;
  locations: readonly { id: string; name: string }[];
}

const selectionOf = (ids: readonly string[]): Selection => new Set<Key>(ids);
const idsOf = (selection: Selection, shown: readonly { id: string }[]) => (selection === 'all' ? shown.map((item) => item.id) : [...selection].map(String));

export function OverrideTargetField({ control, accountId, locations }: OverrideTargetFieldProps) {
  const { t } = useTranslation();
  const kind = useWatch({ control, name: 'target.kind' });
  const { field } = useController({ control, name: 'target.ids' });
  // The target's own rule (a location or a zone chosen) is on 'target', its size on 'target.ids'.
  const { errors } = useFormState({ control, name: 'target' });
  const errorMessage = errors.target?.ids?.message ?? errors.target?.message;
  const ids = field.value;
  const errorId = useId();
  const describedBy = errorMessage ? errorId : undefined;
  const choices = OVERRIDE_TARGET_KINDS.map((value) => ({ value, label: t(`overrides.form.targetKind.${value}`) }));
  return (
    <div className="override-target">
      {/* Ids chosen for one kind mean nothing for another: switching kinds starts the choice afresh. */}
      <FormRadioGroup<OverrideFormValues, OverrideTargetKind> control={control} name="target.kind" label={t('overrides.form.target')} choices={choices} onChange={() => field.onChange([])} />
      {kind === 'LOCATIONS' && <LocationChoices locations={locations} selected={ids} onChange={field.onChange} describedBy={describedBy} />}
      {kind === 'SOUND_ZONES' && <ZonePicker accountId={accountId} selected={selectionOf(ids)} onSelectionChange={(selection) => field.onChange(idsOf(selection, []))} describedBy={describedBy} />}
      {errorMessage && (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      )}
      {kind !== 'ACCOUNT' && (
        <p className="override-target__count" aria-live="polite">
          {t(kind === 'LOCATIONS' ? 'overrides.form.chosenLocations' : 'overrides.form.chosenZones', { count: ids.length })}
        </p>
      )}
    </div>
  );
}

interface LocationChoicesProps {
  locations: readonly { id: string; name: string }[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  describedBy?: string;
}

function LocationChoices({ locations, selected, onChange, describedBy }: LocationChoicesProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const matching = useMemo(() => {
    const text = search.trim().toLocaleLowerCase();
    return text ? locations.filter((location) => location.name.toLocaleLowerCase().includes(text)) : locations;
  }, [locations, search]);
  const shown = matching.slice(0, LOCATIONS_SHOWN);
  return (
    <>
      <SearchField className="zone-picker__search" value={search} onChange={setSearch}>
        <Label>{t('overrides.form.findLocations')}</Label>
        <Input />
      </SearchField>
      {shown.length === 0 ? (
        <p className="zone-picker__empty">{t('overrides.form.noLocations', { search: search.trim() })}</p>
      ) : (
        <ListBox
          aria-label={t('overrides.form.locations')}
          aria-describedby={describedBy}
          className="zone-picker__zones"
          selectionMode="multiple"
          selectedKeys={selectionOf(selected)}
          onSelectionChange={(selection) => onChange(idsOf(selection, shown))}
          items={shown}
        >
          {(location) => (
            <ListBoxItem id={location.id} textValue={location.name} className="zone-picker__zone">
              <span className="zone-picker__check" aria-hidden="true" />
              <span className="zone-picker__zone-name">{location.name}</span>
            </ListBoxItem>
          )}
        </ListBox>
      )}
      {matching.length > shown.length && <p className="zone-picker__more">{t('overrides.form.moreLocations', { count: matching.length - shown.length })}</p>}
    </>
  );
}
