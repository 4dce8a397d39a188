// /electron/select/{accountId}/{locationId} (core.md 2 'Desktop player shell', 4 'Devices and
// pairing'): the zones of the location, each with its player and whether its subscription lets it
// play. Picking one pairs this computer as the zone's desktop player, after a confirmation when the
// zone has a player it replaces; the zone's account is then selected and the computer plays the zone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { HOME_PATH } from '../../../routing/paths';
import type { SelectZonePageQuery } from '../../../__generated__/SelectZonePageQuery.graphql';
import { confirm } from '../../../app/modals/ConfirmDialog';
import { useAccountSelection, useSessionStore } from '../../../session/SessionProvider';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/formFields';
import { pairZoneAsUser } from '../deviceSession';
import { SelectFrame } from './SelectFrame';
import { selectAccountPath, zoneChoice } from './selectRules';

const query = graphql`
  query SelectZonePageQuery($locationId: ID!) @preloadable {
    location(id: $locationId) {
      name
      account {
        id
      }
      soundZones(first: 200) {
        edges {
          node {
            id
            name
            isPaired
            permissions
            device {
              name
            }
            subscription {
              isActive
            }
          }
        }
      }
    }
  }
`;

type Zone = NonNullable<SelectZonePageQuery['response']['location']>['soundZones']['edges'][number]['node'];

export function SelectZonePage({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  return (
    <SelectFrame loadingLabel={t('desktopSelect.zone.loading')} back={{ href: selectAccountPath(accountId), label: t('desktopSelect.zone.back') }}>
      <ZoneList />
    </SelectFrame>
  );
}

function ZoneList() {
  const { t } = useTranslation();
  const { location } = usePreloadedQuery<SelectZonePageQuery>(query, useLoaderData<PreloadedQuery<SelectZonePageQuery>>());
  const environment = useRelayEnvironment();
  const session = useSessionStore();
  const accounts = useAccountSelection();
  const navigate = useNavigate();
  const [pairing, setPairing] = useState<string>();
  const [failed, setFailed] = useState(false);
  if (!location) return <p role="alert">{t('desktopSelect.zone.notFound')}</p>;
  const accountId = location.account.id;
  const zones = location.soundZones.edges.map(({ node }) => node);

  const pair = async (zone: Zone) => {
    if (zoneChoice(zoneFacts(zone)).confirmReplace) {
      const player = zone.device?.name ?? t('desktopSelect.zone.unnamedPlayer');
      const replace = await confirm({ type: 'commit', title: t('desktopSelect.replace.title', { zone: zone.name }), message: t('desktopSelect.replace.message', { zone: zone.name, player }), confirmLabel: t('desktopSelect.replace.confirm') });
      if (!replace) return;
    }
    setFailed(false);
    setPairing(zone.id);
    try {
      await pairZoneAsUser(environment, zone.id);
    } catch {
      setPairing(undefined);
      setFailed(true);
      return;
    }
    // The paired zone's account is known: it becomes the selected one and the app goes home (core.md 4,
    // navigation.md 4 'Desktop shell'), the zone playing on.
    accounts.switchAccount({ userId: session.getSnapshot().userId, accountId });
    await navigate(HOME_PATH, { replace: true });
  };

  return (
    <>
      <h1>{t('desktopSelect.zone.title')}</h1>
      <p>{t('desktopSelect.zone.intro', { location: location.name })}</p>
      {failed && <FormMessage tone="error">{t('desktopSelect.zone.failed')}</FormMessage>}
      {zones.length === 0 ? (
        <p>{t('desktopSelect.zone.none', { location: location.name })}</p>
      ) : (
        <ul className="desktop-select__list">
          {zones.map((zone) => {
            const choice = zoneChoice(zoneFacts(zone));
            const factsId = `zone-facts-${zone.id}`;
            return (
              <li key={zone.id} className="desktop-select__item">
                <Button variant="secondary" aria-describedby={factsId} isDisabled={!choice.pairable || pairing !== undefined} isPending={pairing === zone.id} onPress={() => void pair(zone)}>
                  {zone.name}
                </Button>
                <p id={factsId} className="desktop-select__facts">
                  {zone.isPaired ? t('desktopSelect.zone.player', { player: zone.device?.name ?? t('desktopSelect.zone.unnamedPlayer') }) : t('desktopSelect.zone.noPlayer')}
                  {choice.silent && ` ${t('desktopSelect.zone.silent')}`}
                  {!choice.pairable && ` ${t('desktopSelect.zone.notPairable')}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

const zoneFacts = (zone: Zone) => ({ isPaired: zone.isPaired, permissions: zone.permissions, subscriptionActive: zone.subscription.isActive });
