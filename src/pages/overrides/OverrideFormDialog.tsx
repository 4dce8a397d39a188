// Creating or changing an override: its name, its dates (a range of at most 366 days), what it plays
// (a playlist, station or schedule of the account's library) and where (src/pages/overrides/
// OverrideTargetField.tsx). A refusal shows in the dialog with everything typed kept.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { OverrideFormDialog_override$data, OverrideFormDialog_override$key } from '../../__generated__/OverrideFormDialog_override.graphql';
import type { OverrideFormDialogQuery } from '../../__generated__/OverrideFormDialogQuery.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import { OVERRIDE_NAME_MAX, overrideFormSchema, overrideSourceKind } from '../../domain/playbackOverrides';
import type { OverrideFormValues } from '../../domain/playbackOverrides';
import { Button } from '../../ui/Button';
import { FormComboBox } from '../../ui/choiceFields';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import { FormDateRangeField } from '../../ui/FormDateRangeField';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { saveOverride } from './overrideMutations';
import { OverrideTargetField } from './OverrideTargetField';

/** Library items and locations offered: the schema's largest page, so the form needs no paging. */
export const OVERRIDE_CHOICES = 1000;

const choicesQuery = graphql`
  query OverrideFormDialogQuery($accountId: ID!, $first: Int!) {
    library(owner: $accountId) {
      items(first: $first, query: { kinds: [PLAYLIST, SCHEDULE], sort: { field: NAME, order: ASC } }) {
        edges {
          node {
            __typename
            ... on Playlist {
              id
              name
              presentAs
            }
            ... on Schedule {
              id
              name
            }
          }
        }
      }
    }
    account(id: $accountId) {
      locations(first: $first) {
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

const overrideFragment = graphql`
  fragment OverrideFormDialog_override on PlaybackOverride {
    id
    name
    startDate
    endDate
    source {
      __typename
      id
      name
      ... on Playlist {
        presentAs
      }
    }
    target {
      kind
      locations {
        id
      }
      soundZones {
        id
      }
    }
  }
`;

export interface OverrideFormDialogProps {
  accountId: string;
  /** Open to create (null) or to change this override; closed when undefined. */
  override: OverrideFormDialog_override$key | null | undefined;
  onClose: () => void;
}

export function OverrideFormDialog({ accountId, override, onClose }: OverrideFormDialogProps) {
  // Pressing outside would lose what was typed: only Cancel, Escape or a save close it.
  return (
    <ModalDialog isOpen={override !== undefined} onOpenChange={(open) => !open && onClose()} isDismissable={false}>
      {override !== undefined && <OverrideDialog accountId={accountId} override={override} onClose={onClose} />}
    </ModalDialog>
  );
}

function OverrideDialog({ accountId, override: key, onClose }: { accountId: string; override: OverrideFormDialog_override$key | null; onClose: () => void }) {
  const { t } = useTranslation();
  const override = useFragment(overrideFragment, key) ?? null;
  const [choices, loadChoices] = useQueryLoader<OverrideFormDialogQuery>(choicesQuery);
  // The choices load as the dialog opens, fresh each time: the library or the locations may have changed.
  useEffect(() => {
    loadChoices({ accountId, first: OVERRIDE_CHOICES }, { fetchPolicy: 'store-and-network' });
  }, [loadChoices, accountId]);
  const loading = (
    <LoadingRegion label={t('overrides.form.loading')}>
      <Skeleton width="100%" height="2.5rem" />
      <Skeleton width="100%" height="2.5rem" />
      <Skeleton width="100%" height="8rem" />
    </LoadingRegion>
  );
  return (
    <Dialog title={override ? t('overrides.form.editTitle', { name: override.name }) : t('overrides.form.createTitle')} className="override-dialog">
      <Suspense fallback={loading}>{choices ? <OverrideForm accountId={accountId} override={override} choices={choices} onClose={onClose} /> : loading}</Suspense>
    </Dialog>
  );
}

function defaultsOf(override: OverrideFormDialog_override$data | null): OverrideFormValues {
  if (!override) return { name: '', dates: { start: '', end: '' }, source: '', target: { kind: 'ACCOUNT', ids: [] } };
  const { kind, locations, soundZones } = override.target;
  const targetKind = kind === 'LOCATIONS' || kind === 'SOUND_ZONES' ? kind : 'ACCOUNT';
  return {
    name: override.name,
    dates: { start: override.startDate, end: override.endDate },
    source: override.source.id,
    target: { kind: targetKind, ids: (targetKind === 'LOCATIONS' ? locations : targetKind === 'SOUND_ZONES' ? soundZones : []).map((item) => item.id) },
  };
}

interface OverrideFormProps {
  accountId: string;
  override: OverrideFormDialog_override$data | null;
  choices: PreloadedQuery<OverrideFormDialogQuery>;
  onClose: () => void;
}

function OverrideForm({ accountId, override, choices, onClose }: OverrideFormProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const { library, account } = usePreloadedQuery<OverrideFormDialogQuery>(choicesQuery, choices);
  const form = useZodForm(overrideFormSchema, defaultsOf(override));
  const [formError, setFormError] = useState<string>();

  const choiceOf = (source: { __typename: string; id: string; name: string; presentAs?: string | null }) => ({ value: source.id, label: `${source.name} (${t(`overrides.sourceKind.${overrideSourceKind({ __typename: source.__typename, presentAs: source.presentAs })}`)})` });
  const sources = (library?.items.edges ?? []).flatMap(({ node }) => (node.__typename === 'Playlist' || node.__typename === 'Schedule' ? [choiceOf(node)] : []));
  // The override's own source stays a choice, also when it has left the library.
  if (override && !sources.some((choice) => choice.value === override.source.id)) sources.unshift(choiceOf(override.source));
  const locations = (account?.locations.edges ?? []).map(({ node }) => node);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await saveOverride(environment, override ? { kind: 'update', accountId, overrideId: override.id } : { kind: 'create', accountId }, values);
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    toasts.show({ type: 'success', message: t('overrides.form.saved', { name: values.name.trim() }) });
    onClose();
  });

  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="override-form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={form.control} name="name" label={t('overrides.form.name')} maxLength={OVERRIDE_NAME_MAX} autoFocus />
      <FormDateRangeField control={form.control} name="dates" label={t('overrides.form.dates')} description={t('overrides.form.datesHelp')} />
      <FormComboBox control={form.control} name="source" label={t('overrides.form.source')} choices={sources} />
      <OverrideTargetField control={form.control} accountId={accountId} locations={locations} />
      <div className="dialog__actions">
        <Button onPress={onClose}>{t('overrides.form.cancel')}</Button>
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          {t('overrides.form.save')}
        </Button>
      </div>
    </Form>
  );
}
