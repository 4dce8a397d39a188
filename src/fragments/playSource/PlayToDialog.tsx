// playTo (core.md 2 context menu): choose one or many zones of the account and play a source there.
// The 5,000-zone account is searched on the server; the first 50 matches show, and the rest are counted.
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Input, Label, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { PlayToDialogQuery } from '../../__generated__/PlayToDialogQuery.graphql';
import type { ModalContentProps } from '../../app/modals/modalStore';
import { RelayEnvironments } from '../../relay/RelayEnvironments';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { ZoneStatusBadge } from '../ZoneStatusBadge';
import { usePlaySource } from './usePlaySource';
import type { PlaySourceRequest } from './usePlaySource';
import './PlayToDialog.css';

/** Zones shown for a search; more are counted, not listed. */
export const PLAY_TO_ZONES_SHOWN = 50;

const zonesQuery = graphql`
  query PlayToDialogQuery($accountId: ID!, $filters: [SoundZoneFilter!], $first: Int!) {
    account(id: $accountId) {
      soundZones(first: $first, filters: $filters) {
        total
        edges {
          node {
            id
            name
            permissions
            location {
              name
            }
            ...ZoneStatusBadge_soundZone
          }
        }
      }
    }
  }
`;

interface ZoneChoicesProps {
  reference: PreloadedQuery<PlayToDialogQuery>;
  selected: Selection;
  onSelectionChange: (selection: Selection) => void;
}

function ZoneChoices({ reference, selected, onSelectionChange }: ZoneChoicesProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<PlayToDialogQuery>(zonesQuery, reference);
  const search = reference.variables.filters?.[0]?.search ?? '';
  const zones = data.account?.soundZones.edges.map((edge) => edge.node) ?? [];
  const hidden = (data.account?.soundZones.total ?? 0) - zones.length;
  const disabled = zones.filter((zone) => !zone.permissions.includes('PLAYBACK_WRITE')).map((zone) => zone.id);
  if (!zones.length) return <p className="play-to__empty">{t('playSource.playTo.noZones', { search })}</p>;
  return (
    <>
      <ListBox
        aria-label={t('playSource.playTo.zones')}
        className="play-to__zones"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={onSelectionChange}
        disabledKeys={disabled}
        items={zones}
      >
        {(zone) => (
          <ListBoxItem id={zone.id} textValue={`${zone.name}, ${zone.location.name}`} className="play-to__zone">
            {({ isDisabled }) => (
              <>
                <span className="play-to__check" aria-hidden="true" />
                <span className="play-to__zone-name">
                  {zone.name}
                  <span className="play-to__zone-location">{isDisabled ? t('playSource.playTo.notAllowed') : zone.location.name}</span>
                </span>
                <ZoneStatusBadge soundZone={zone} />
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
      {hidden > 0 && <p className="play-to__more">{t('playSource.playTo.more', { count: hidden })}</p>}
    </>
  );
}

function ZoneChoicesLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('playSource.playTo.loading')}>
      {Array.from({ length: 4 }, (_, row) => (
        <div key={row} className="play-to__zone">
          <Skeleton width="1.25rem" height="1.25rem" />
          <Skeleton width="60%" />
        </div>
      ))}
    </LoadingRegion>
  );
}

export type PlayToProps = Omit<PlaySourceRequest, 'zoneIds' | 'immediate'>;

function PlayToForm({ close, ...request }: ModalContentProps & PlayToProps) {
  const { t } = useTranslation();
  const play = usePlaySource();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [reference, loadZones] = useQueryLoader<PlayToDialogQuery>(zonesQuery);
  // The zones load as the dialog opens, and again for each search; the list shown stays until the next arrives.
  useEffect(() => {
    loadZones({ accountId: request.accountId, filters: deferredSearch ? [{ search: deferredSearch }] : null, first: PLAY_TO_ZONES_SHOWN }, { fetchPolicy: 'store-or-network' });
  }, [deferredSearch, loadZones, request.accountId]);
  const [selected, setSelected] = useState<Selection>(new Set<Key>());
  const [immediate, setImmediate] = useState(false);
  const [playing, setPlaying] = useState(false);
  const zoneIds = selected === 'all' ? [] : [...selected].map(String);

  const submit = async () => {
    setPlaying(true);
    const played = await play({ ...request, zoneIds, immediate });
    setPlaying(false);
    if (played) close();
  };

  return (
    <Dialog
      title={t('playSource.playTo.title', { source: request.source.title })}
      className="play-to"
      actions={
        <>
          <Button onPress={close}>{t('playSource.playTo.cancel')}</Button>
          <Button variant="primary" isDisabled={!zoneIds.length || playing} onPress={() => void submit()}>
            {zoneIds.length ? t('playSource.playTo.play', { count: zoneIds.length }) : t('playSource.playTo.choose')}
          </Button>
        </>
      }
    >
      <SearchField className="play-to__search" value={search} onChange={setSearch} autoFocus>
        <Label>{t('playSource.playTo.search')}</Label>
        <Input />
      </SearchField>
      <Suspense fallback={<ZoneChoicesLoading />}>{reference ? <ZoneChoices reference={reference} selected={selected} onSelectionChange={setSelected} /> : <ZoneChoicesLoading />}</Suspense>
      <Checkbox isSelected={immediate} onChange={setImmediate}>
        {t('playSource.playTo.now')}
      </Checkbox>
    </Dialog>
  );
}

/** Opened through the modal host, outside the page's Relay regions: it brings the app's environments along. */
export function PlayToDialog(props: ModalContentProps & PlayToProps) {
  return (
    <RelayEnvironments>
      <PlayToForm {...props} />
    </RelayEnvironments>
  );
}
