// /accounts/{accountId}/messaging/campaigns/create and /campaigns/{campaignId} (navigation.md 2.4): a
// campaign plays its messages, in order, in the chosen zones every so many minutes on the chosen days
// from its first day to its last (or on). Kept as a draft until published; its status (draft, scheduled,
// active, ended) is the server's. An ended campaign is shown only. A refusal keeps what was entered,
// each message on its field.
import { Suspense, use, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { toasts } from '../../app/toasts/toastStore';
import { CAMPAIGN_INTERVAL, MESSAGE_NAME_MAX, WEEKDAYS, campaignFields, campaignFormSchema, isCampaignEditable } from '../../domain/messaging';
import type { CampaignFormValues } from '../../domain/messaging';
import type { Campaign, MessagingApi } from '../../rest/messaging';
import { Button } from '../../ui/Button';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import type { CampaignData, CampaignFormChoices } from './messagingLoaders';
import { FormCheckbox, FormCheckboxGroup, FormDateField } from './messagingFields';
import { MessagingSkeleton, useConfirmedDelete } from './messagingParts';
import { campaignPath, campaignsPath } from './messagingPaths';

/** Monday first, as a week is read on the premises' calendars. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const DEFAULT_INTERVAL = 30;

export function CampaignPage() {
  const { t } = useTranslation();
  const data = useLoaderData<CampaignData>();
  return (
    <div className="messaging-page messaging-page--narrow">
      <Link href={campaignsPath(data.accountId)} className="messaging-back">
        {t('messaging.campaign.back')}
      </Link>
      <Suspense fallback={<MessagingSkeleton label={t('messaging.campaign.loading')} rows={6} />}>
        <LoadedCampaign data={data} />
      </Suspense>
    </div>
  );
}

function LoadedCampaign({ data }: { data: CampaignData }) {
  const choices = use(data.choices);
  return <CampaignForm key={choices.campaign?.id ?? 'new'} api={data.api} accountId={data.accountId} choices={choices} />;
}

const today = () => new Date().toISOString().slice(0, 10);

const formValuesOf = (campaign: Campaign | null): CampaignFormValues => ({
  name: campaign?.name ?? '',
  messages: campaign?.messages ?? [],
  sound_zones: campaign?.sound_zones ?? [],
  start_date: campaign?.start_date ?? today(),
  end_date: campaign?.end_date ?? '',
  days: campaign?.days ?? [...WEEK],
  interval_minutes: String(campaign?.interval_minutes ?? DEFAULT_INTERVAL),
  publish: campaign ? campaign.status !== 'draft' : true,
});

function CampaignForm({ api, accountId, choices }: { api: MessagingApi; accountId: string; choices: CampaignFormChoices }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [campaign, setCampaign] = useState(choices.campaign);
  const form = useZodForm(campaignFormSchema, formValuesOf(choices.campaign));
  const [formError, setFormError] = useState<string>();
  const readOnly = campaign !== null && !isCampaignEditable(campaign.status);
  const title = campaign?.name ?? t('messaging.campaign.createTitle');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const fields = campaignFields(values);
    try {
      if (campaign) {
        const saved = await api.updateCampaign(campaign.id, { ...fields, status: values.publish ? 'scheduled' : 'draft' });
        setCampaign(saved);
        form.reset(formValuesOf(saved));
        toasts.show({ type: 'success', message: t('messaging.campaign.saved') });
      } else {
        const created = await api.createCampaign(accountId, { ...fields, publish: values.publish });
        toasts.show({ type: 'success', message: t('messaging.campaign.created') });
        await navigate(campaignPath(accountId, created.id), { replace: true });
      }
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  const { deleteError, requestDelete } = useConfirmedDelete({
    title: t('messaging.campaign.deleteTitle'),
    message: t('messaging.campaign.deleteMessage', { name: campaign?.name ?? '' }),
    remove: async () => {
      if (!campaign) return;
      await api.deleteCampaign(campaign.id);
      toasts.show({ type: 'success', message: t('messaging.campaign.deleted') });
      await navigate(campaignsPath(accountId));
    },
  });

  const messageChoices = choices.messages.map((message) => ({ value: message.id, label: message.name }));
  const zoneChoices = choices.zones.map((zone) => ({ value: zone.id, label: t('messaging.campaign.zoneLabel', { zone: zone.name, location: zone.locationName }) }));
  const dayChoices = WEEK.map((day) => ({ value: day, label: t(`messaging.weekdays.${day}`) }));
  return (
    <>
      <header className="messaging-campaign-header">
        <h1 id="campaign-title">{title}</h1>
        {campaign && (
          <p>
            {t('messaging.status.label')}:{' '}
            <span className="messaging-status" data-status={campaign.status}>
              {t(`messaging.status.${campaign.status}`)}
            </span>
          </p>
        )}
      </header>
      {readOnly && <FormMessage tone="info">{t('messaging.campaign.ended')}</FormMessage>}
      <Form className="messaging-form messaging-card" validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="campaign-title">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="name" label={t('messaging.campaign.name')} maxLength={MESSAGE_NAME_MAX} isReadOnly={readOnly} />
        {messageChoices.length ? (
          <FormCheckboxGroup control={form.control} name="messages" label={t('messaging.campaign.messages')} description={t('messaging.campaign.messagesHelp')} choices={messageChoices} isReadOnly={readOnly} />
        ) : (
          <p>{t('messaging.campaign.noMessages')}</p>
        )}
        {zoneChoices.length ? (
          <FormCheckboxGroup control={form.control} name="sound_zones" label={t('messaging.campaign.zones')} choices={zoneChoices} isReadOnly={readOnly} />
        ) : (
          <p>{t('messaging.campaign.noZones')}</p>
        )}
        <div className="messaging-form__row">
          <FormDateField control={form.control} name="start_date" label={t('messaging.campaign.startDate')} isReadOnly={readOnly} />
          <FormDateField control={form.control} name="end_date" label={t('messaging.campaign.endDate')} description={t('messaging.campaign.endDateHelp')} isReadOnly={readOnly} />
        </div>
        <FormCheckboxGroup control={form.control} name="days" label={t('messaging.campaign.days')} choices={dayChoices} isReadOnly={readOnly} />
        <FormTextField
          control={form.control}
          name="interval_minutes"
          label={t('messaging.campaign.interval')}
          description={t('messaging.campaign.intervalHelp', { min: CAMPAIGN_INTERVAL.min, max: CAMPAIGN_INTERVAL.max })}
          inputMode="numeric"
          isReadOnly={readOnly}
        />
        <FormCheckbox control={form.control} name="publish" label={t('messaging.campaign.publish')} isReadOnly={readOnly} />
        {deleteError && <FormMessage tone="error">{deleteError}</FormMessage>}
        <div className="form-actions form-actions--end">
          {campaign && (
            <Button variant="danger" onPress={requestDelete}>
              {t('messaging.delete')}
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
              {campaign ? t('messaging.save') : t('messaging.campaign.create')}
            </Button>
          )}
        </div>
      </Form>
    </>
  );
}
