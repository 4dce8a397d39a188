// playTo (core.md 2 context menu): choose one or many zones of the account (src/fragments/zonePicker)
// and play a source there.
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../app/modals/modalStore';
import { RelayEnvironments } from '../../relay/RelayEnvironments';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { ZonePicker } from '../zonePicker/ZonePicker';
import { usePlaySource } from './usePlaySource';
import type { PlaySourceRequest } from './usePlaySource';
import './PlayToDialog.css';

export type PlayToProps = Omit<PlaySourceRequest, 'zoneIds' | 'immediate'>;

function PlayToForm({ close, ...request }: ModalContentProps & PlayToProps) {
  const { t } = useTranslation();
  const play = usePlaySource();
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
      <ZonePicker accountId={request.accountId} selected={selected} onSelectionChange={setSelected} required={{ permission: 'PLAYBACK_WRITE', notAllowed: t('playSource.playTo.notAllowed') }} autoFocus />
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
