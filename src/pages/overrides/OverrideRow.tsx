// One override in the account's list: its name, its dates in the viewer's locale, whether it is on now,
// what it plays (cover and link) and where (all zones, or how many locations or zones), with its edit
// and delete buttons.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OverrideRow_override$key } from '../../__generated__/OverrideRow_override.graphql';
import { overridePhase, overrideSourceKind, targetSummary } from '../../domain/playbackOverrides';
import type { LiveDates } from '../../domain/playbackOverrides';
import { Artwork } from '../../fragments/Artwork';
import { intlLocale } from '../../i18n/numbers';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { musicPath } from '../music/musicQueries';
import { schedulePath } from '../schedules/scheduleEditorQueries';

const ARTWORK_SIZE = 48;

export interface OverrideRowProps {
  override: OverrideRow_override$key;
  accountId: string;
  /** The calendar dates current somewhere now. */
  live: LiveDates;
  onEdit: () => void;
  onDelete: (name: string) => void;
}

/** A calendar day as a UTC instant, so that formatting in UTC shows that very day. */
const dayInstant = (day: string) => new Date(`${day}T00:00:00Z`);

export function OverrideRow({ override: key, accountId, live, onEdit, onDelete }: OverrideRowProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const override = useFragment(
    graphql`
      fragment OverrideRow_override on PlaybackOverride {
        name
        startDate
        endDate
        source {
          __typename
          id
          name
          display {
            ...Artwork_display
          }
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
    `,
    key,
  );
  const phase = overridePhase(override, live);
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(dayInstant(override.startDate), dayInstant(override.endDate));
  const { source, target } = override;
  const summary = targetSummary({ kind: target.kind, locations: target.locations, soundZones: target.soundZones });
  // A schedule's page is the account's; a playlist's or a station's is its music page.
  const sourceHref = source.__typename === 'Schedule' ? schedulePath(accountId, source.id) : musicPath(source.id);
  return (
    <article className="override-row" data-phase={phase} aria-labelledby={nameId}>
      <Artwork display={source.display} size={ARTWORK_SIZE} />
      <div className="override-row__text">
        <h3 className="override-row__name" id={nameId}>
          {override.name}
        </h3>
        <p className="override-row__dates">
          {dates} <span className="override-row__phase">{t(`overrides.phase.${phase}`)}</span>
        </p>
        <p className="override-row__detail">
          {t('overrides.plays')} <Link href={sourceHref}>{source.name}</Link> ({t(`overrides.sourceKind.${overrideSourceKind({ __typename: source.__typename, presentAs: source.presentAs })}`)}) · {summary.kind === 'ACCOUNT' ? t('overrides.target.ACCOUNT') : t(`overrides.target.${summary.kind}`, { count: summary.count })}
        </p>
      </div>
      <div className="override-row__actions">
        <Button variant="quiet" onPress={onEdit} aria-label={t('overrides.edit', { name: override.name })}>
          {t('overrides.editButton')}
        </Button>
        <Button variant="quiet" onPress={() => onDelete(override.name)} aria-label={t('overrides.delete', { name: override.name })}>
          {t('overrides.deleteButton')}
        </Button>
      </div>
    </article>
  );
}
