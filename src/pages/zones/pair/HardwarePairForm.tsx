// Pairing a hardware player: the user enters the code the player shows (core.md 7: POST
// /sound_zones/{sound_zone}/device). Validated on touch; an unknown code or one of another kind of
// player is said on the field, anything else for the form.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useZodForm } from '../../../ui/forms';
import { FormMessage, FormTextField } from '../../../ui/formFields';
import { withStatus } from '../../../errors/errorMessage';
import { showSubmitError } from '../../../ui/formErrors';
import { deviceCodeSchema, normaliseDeviceCode } from './pairingCodes';
import { usePairingCalls } from './pairingCalls';

export function HardwarePairForm({ zoneId, onPaired }: { zoneId: string; onPaired: () => void }) {
  const { t } = useTranslation();
  const calls = usePairingCalls();
  const form = useZodForm(deviceCodeSchema, { code: '' });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await calls.pairHardware(zoneId, normaliseDeviceCode(code));
    } catch (error) {
      const unknown = withStatus(error, 404);
      const otherKind = withStatus(error, 400);
      if (unknown || otherKind) form.setError('code', { type: 'server', message: t(unknown ? 'pairing.hardware.unknownCode' : 'pairing.hardware.otherKind') }, { shouldFocus: true });
      else setFormError(showSubmitError(form, error, t));
      return;
    }
    onPaired();
  });

  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('pairing.hardware.form')}>
      <ol className="pair-page__steps">
        <li>{t('pairing.hardware.step1')}</li>
        <li>{t('pairing.hardware.step2')}</li>
      </ol>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={form.control} name="code" label={t('pairing.hardware.code')} description={t('pairing.hardware.codeHint')} autoComplete="off" inputMode="numeric" />
      <div className="form-actions">
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          {t('pairing.hardware.submit')}
        </Button>
      </div>
    </Form>
  );
}
