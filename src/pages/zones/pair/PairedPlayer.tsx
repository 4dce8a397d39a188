// The player paired to the zone, with the way to unpair it (core.md 4 'Devices and pairing'): a
// confirmation first; where the account restricts unpairing and the viewer may not unpair, only an
// acknowledgement that says why (navigation.md 2.14 'Desktop unpair blocked').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { PairedPlayer_zone$key } from '../../../__generated__/PairedPlayer_zone.graphql';
import { displaySoftwareVersion } from '../../../domain/devices';
import { localiseError } from '../../../errors/localise';
import { Button } from '../../../ui/Button';
import { Dialog, ModalDialog } from '../../../ui/Dialog';
import { FormMessage } from '../../../ui/formFields';
import { useUnpairZone } from './UnpairZoneMutation';

const fragment = graphql`
  fragment PairedPlayer_zone on SoundZone {
    id
    isPaired
    permissions
    account {
      restrictedUnpairing
    }
    device {
      id
      name
      kind
      online
      softwareVersion
    }
  }
`;

type Step = 'closed' | 'confirm' | 'restricted';

export function PairedPlayer({ zone: zoneKey }: { zone: PairedPlayer_zone$key }) {
  const { t } = useTranslation();
  const zone = useFragment(fragment, zoneKey);
  const [unpair, isUnpairing] = useUnpairZone();
  const [step, setStep] = useState<Step>('closed');
  const [failure, setFailure] = useState<string>();
  const { device } = zone;
  if (!zone.isPaired || !device) return <p className="pair-page__none">{t('pairing.noPlayer')}</p>;

  const mayUnpair = zone.permissions.includes('UNPAIR');
  const version = displaySoftwareVersion(device.softwareVersion);
  const close = () => setStep('closed');
  const confirm = () => {
    setFailure(undefined);
    unpair({
      variables: { zoneId: zone.id },
      onCompleted: (_response, errors) => {
        close();
        if (errors?.length) setFailure(errors[0]!.message);
      },
      onError: (error) => {
        close();
        setFailure(localiseError(t, error));
      },
    });
  };

  return (
    <div className="pair-page__device" data-online={device.online}>
      <div>
        <p className="pair-page__device-name">{device.name}</p>
        <p className="pair-page__device-facts">
          {t(`pairing.kind.${device.kind}`)} · {t(device.online ? 'pairing.online' : 'pairing.offline')}
          {version && ` · ${t('pairing.version', { version })}`}
        </p>
      </div>
      {(mayUnpair || zone.account.restrictedUnpairing) && (
        <Button variant="danger" onPress={() => setStep(mayUnpair ? 'confirm' : 'restricted')} isPending={isUnpairing}>
          {t('pairing.unpair')}
        </Button>
      )}
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <ModalDialog isOpen={step === 'confirm'} onOpenChange={(open) => !open && close()}>
        <Dialog
          title={t('pairing.unpairTitle')}
          actions={
            <>
              <Button onPress={close}>{t('pairing.cancel')}</Button>
              <Button variant="danger" onPress={confirm}>
                {t('pairing.ok')}
              </Button>
            </>
          }
        >
          <p>{t('pairing.unpairBody', { name: device.name })}</p>
        </Dialog>
      </ModalDialog>
      <ModalDialog isOpen={step === 'restricted'} onOpenChange={(open) => !open && close()}>
        <Dialog title={t('pairing.restrictedTitle')} actions={<Button onPress={close}>{t('pairing.ok')}</Button>}>
          <p>{t('pairing.restrictedBody')}</p>
        </Dialog>
      </ModalDialog>
    </div>
  );
}
