// The roles and access of a membership, as the invitation page and the roles dialog edit them: the four
// flags (core.md 3 'Membership (ACL) and invitee') and the whole account or chosen locations (a location
// user). src/domain/members.ts checks them: owners and admins have the whole account.
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MEMBER_ACCESS, MEMBER_ROLES } from '../../../domain/members';
import type { MemberRole, MemberRolesValues } from '../../../domain/members';
import { Checkbox } from '../../../ui/Checkbox';
import { FormRadioGroup } from '../../../ui/choiceFields';

export interface LocationChoice {
  id: string;
  name: string;
}

interface FieldsProps<T extends FieldValues> {
  control: Control<T>;
  locations: readonly LocationChoice[];
  /** The account's only owner keeps the owner flag. */
  keepOwner?: boolean;
  idPrefix: string;
}

function RoleCheckbox<T extends FieldValues>({ control, role, isDisabled }: { control: Control<T>; role: MemberRole; isDisabled: boolean }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: role as Path<T> });
  return (
    <div className="member-fields__choice">
      <Checkbox isSelected={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur} name={field.name} isDisabled={isDisabled} inputRef={field.ref}>
        {t(`people.role.${role}`)}
      </Checkbox>
      <span className="member-fields__help">{t(`people.roleHelp.${role}`)}</span>
    </div>
  );
}

function LocationCheckboxes<T extends FieldValues>({ control, locations, idPrefix }: Omit<FieldsProps<T>, 'keepOwner'>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'locationIds' as Path<T> });
  const chosen = new Set<string>((field.value as string[] | undefined) ?? []);
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : [...chosen].filter((each) => each !== id));
  const errorId = `${idPrefix}-locations-error`;
  return (
    <fieldset className="member-fields__group" aria-invalid={fieldState.error ? true : undefined} aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="field__label">{t('people.fields.locations')}</legend>
      {locations.length === 0 && <p className="member-fields__help">{t('people.fields.noLocations')}</p>}
      {locations.map((location, index) => (
        <Checkbox key={location.id} isSelected={chosen.has(location.id)} onChange={(on) => toggle(location.id, on)} onBlur={field.onBlur} inputRef={index === 0 ? field.ref : undefined}>
          {location.name}
        </Checkbox>
      ))}
      {fieldState.error && (
        <span id={errorId} className="field__error">
          {fieldState.error.message}
        </span>
      )}
    </fieldset>
  );
}

export function MemberRoleFields<T extends FieldValues & MemberRolesValues>({ control, locations, keepOwner = false, idPrefix }: FieldsProps<T>) {
  const { t } = useTranslation();
  const access = useWatch({ control, name: 'access' as Path<T> }) as MemberRolesValues['access'];
  return (
    <>
      <fieldset className="member-fields__group">
        <legend className="field__label">{t('people.fields.roles')}</legend>
        {MEMBER_ROLES.map((role) => (
          <RoleCheckbox key={role} control={control} role={role} isDisabled={role === 'owner' && keepOwner} />
        ))}
        {keepOwner && <p className="member-fields__help">{t('people.fields.lastOwner')}</p>}
      </fieldset>
      <FormRadioGroup control={control} name={'access' as Path<T>} label={t('people.fields.access')} choices={MEMBER_ACCESS.map((value) => ({ value, label: t(`people.fields.accessChoice.${value}`) }))} />
      {access === 'locations' && <LocationCheckboxes control={control} locations={locations} idPrefix={idPrefix} />}
    </>
  );
}
