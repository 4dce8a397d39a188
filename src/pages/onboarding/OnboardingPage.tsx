// /accounts/{accountId}/onboarding and /onboarding/{step} (navigation.md 2.4, 2.11): the steps shown for
// the mode, one at a time, without the app's chrome and in the 'pop' theme. Each step is recorded on the
// account as Completed or Skipped; the business description and explicit setting save the choice, the
// streaming-service import imports for real and the AI playlist step makes a playlist from the prompt
// the search describes. A partner account gets the partner steps, and a tab the pairing guide sent here
// only its setup step. Without a step the first one not yet passed shows; after the last (or the only
// one, with singleStep) the user goes to the setup guide, a partner to the partner portal.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CreateManualPlaylistMutation as CreateManualPlaylist } from '../../__generated__/CreateManualPlaylistMutation.graphql';
import type { OnboardingPageQuery, OnboardingPageQuery$data } from '../../__generated__/OnboardingPageQuery.graphql';
import type { OnboardingPageAiPlaylistQuery } from '../../__generated__/OnboardingPageAiPlaylistQuery.graphql';
import type { OnboardingStepId } from '../../domain/onboarding';
import { isPartnerStep, nextOnboardingStep, onboardingDestination, onboardingSteps } from '../../domain/onboarding';
import { errorMessage } from '../../errors/errorMessage';
import { SpotifyImport } from '../../fragments/spotify/SpotifyImport';
import { TrackRow } from '../../fragments/TrackRow';
import onboardingTexts from '../../i18n/en/onboarding.json';
import { registerTexts } from '../../i18n/i18n';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { CreateManualPlaylistMutation } from '../music/CreateManualPlaylistMutation';
import { onboardingModeOf, onboardingPath, parseOnboardingSearch, readOnboardingOverrides } from './onboardingPaths';
import type { OnboardingLoaderData } from './onboardingQuery';
import type { OnboardingSearch } from './onboardingPaths';
import { useRecordOnboardingStep } from './recordOnboardingStep';
import type { RecordOnboardingStepInput } from './recordOnboardingStep';
import { BusinessDescriptionForm, ExplicitSettingForm, PartnerStepForm } from './StepForms';
import './OnboardingPage.css';

registerTexts(onboardingTexts);

const query = graphql`
  query OnboardingPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      businessName
      businessType
      filterExplicit
      roles {
        isPartner
      }
      onboardingSteps {
        name
        choice
      }
      soundZones(first: 0) {
        total
      }
    }
  }
`;

const aiPlaylistQuery = graphql`
  query OnboardingPageAiPlaylistQuery($prompt: String!, $account: ID) @preloadable {
    getTracksFromPrompt(prompt: $prompt, account: $account) {
      title
      description
      tracks {
        id
        ...TrackRow_track
      }
    }
  }
`;

type Account = NonNullable<OnboardingPageQuery$data['account']>;

/** 'spotify-import' to SPOTIFY_IMPORT. */
const stepName = (step: OnboardingStepId) => step.toUpperCase().replace(/-/g, '_') as RecordOnboardingStepInput['step'];

export function OnboardingPage() {
  const { t } = useTranslation();
  return (
    <div className="onboarding" aria-labelledby="onboarding-title">
      <Suspense
        fallback={
          <LoadingRegion label={t('onboarding.loading')}>
            <Skeleton height="2.5rem" width="60%" />
            <Skeleton height="12rem" radius="0.75rem" />
          </LoadingRegion>
        }
      >
        <Onboarding />
      </Suspense>
    </div>
  );
}

function Onboarding() {
  const loaded = useLoaderData<OnboardingLoaderData>();
  const { account } = usePreloadedQuery<OnboardingPageQuery>(query, loaded.account);
  const [params] = useSearchParams();
  const search = parseOnboardingSearch(params);
  const { step: routeStep } = useParams();
  if (!account) return null;
  const mode = onboardingModeOf(search, account.roles, readOnboardingOverrides(sessionStorage));
  const steps = onboardingSteps(mode);
  const destination = onboardingDestination(mode, account.id);
  const passed = new Set(account.onboardingSteps.map((step) => step.name));
  // Without a step in the path: the first shown step not yet passed.
  const step = (steps as readonly string[]).includes(routeStep ?? '') ? (routeStep as OnboardingStepId) : (steps.find((id) => !passed.has(stepName(id))) ?? null);
  return <OnboardingStep key={step ?? 'done'} account={account} step={step} steps={steps} search={search} destination={destination} aiPlaylist={loaded.aiPlaylist} />;
}

interface OnboardingStepProps {
  account: Account;
  step: OnboardingStepId | null;
  steps: OnboardingStepId[];
  search: OnboardingSearch;
  /** Where the onboarding ends. */
  destination: string;
  /** The assistant's playlist, loading since the route's loader; there whenever the ai-playlist step is one of the steps. */
  aiPlaylist: PreloadedQuery<OnboardingPageAiPlaylistQuery> | null;
}

function OnboardingStep({ account, step, steps, search, destination, aiPlaylist }: OnboardingStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useRecordOnboardingStep();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const next = () => {
    const following = step && !search.singleStep ? nextOnboardingStep(steps, step) : null;
    void navigate(following ? onboardingPath(account.id, following, search) : destination);
  };
  const pass = async (status: 'COMPLETED' | 'SKIPPED') => {
    if (!step) return;
    setPending(true);
    setError(undefined);
    try {
      await record({ account: account.id, step: stepName(step), status });
      next();
    } catch (failure) {
      setError(errorMessage(failure, t));
      setPending(false);
    }
  };
  const skip = () => void pass('SKIPPED');
  const complete = () => void pass('COMPLETED');

  if (!step) {
    return (
      <section className="onboarding__step">
        <h1 id="onboarding-title">{t('onboarding.done.title')}</h1>
        <p>{t(account.roles.isPartner ? 'onboarding.done.partnerIntro' : 'onboarding.done.intro')}</p>
        <Link href={destination}>{t(account.roles.isPartner ? 'onboarding.done.toPartnerPortal' : 'onboarding.done.toGuide')}</Link>
      </section>
    );
  }

  const position = steps.indexOf(step) + 1;
  const actions = (completeLabel: string, canComplete = true) => (
    <>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="onboarding-actions">
        {canComplete && (
          <Button variant="primary" isPending={pending} onPress={complete}>
            {completeLabel}
          </Button>
        )}
        <Button variant="secondary" isDisabled={pending} onPress={skip}>
          {t('onboarding.skip')}
        </Button>
      </div>
    </>
  );

  return (
    <section className="onboarding__step" aria-describedby="onboarding-progress">
      <p id="onboarding-progress" className="onboarding__progress">
        {t('onboarding.progress', { position, count: steps.length })}
      </p>
      <h1 id="onboarding-title">{t(`onboarding.steps.${step}.title`, { name: account.businessName })}</h1>
      <p className="onboarding__intro">{t(`onboarding.steps.${step}.intro`)}</p>
      {step === 'setup' && (
        <>
          {account.soundZones.total === 0 ? (
            <Link href={`/accounts/${account.id}/zones/create`} className="onboarding__primary-link">
              {t('onboarding.steps.setup.createZone')}
            </Link>
          ) : (
            <p>{t('onboarding.steps.setup.hasZones', { count: account.soundZones.total })}</p>
          )}
          {actions(t('onboarding.continue'), account.soundZones.total > 0)}
        </>
      )}
      {step === 'get-started' && actions(t('onboarding.steps.get-started.start'))}
      {step === 'business-description' && <BusinessDescriptionForm accountId={account.id} businessType={account.businessType} onSaved={next} onSkip={skip} submitLabel={t('onboarding.continue')} />}
      {step === 'spotify-import' && (
        <>
          <SpotifyImport owner={account.id} mode="COPY" headingLevel={2} />
          {actions(t('onboarding.continue'))}
        </>
      )}
      {step === 'ai-playlist' && aiPlaylist && (
        <Suspense
          fallback={
            <LoadingRegion label={t('onboarding.steps.ai-playlist.loading')}>
              <Skeleton height="12rem" />
            </LoadingRegion>
          }
        >
          <AiPlaylistStep accountId={account.id} playlist={aiPlaylist} onCreated={complete} onSkip={skip} />
        </Suspense>
      )}
      {isPartnerStep(step) && (
        <PartnerStepForm
          accountId={account.id}
          step={step}
          chosen={account.onboardingSteps.find((passed) => passed.name === stepName(step))?.choice ?? null}
          onSaved={next}
          onSkip={skip}
          submitLabel={t(nextOnboardingStep(steps, step) ? 'onboarding.continue' : 'onboarding.finish')}
        />
      )}
      {step === 'explicit-setting' && <ExplicitSettingForm accountId={account.id} filterExplicit={account.filterExplicit} onSaved={next} onSkip={skip} submitLabel={t('onboarding.finish')} />}
    </section>
  );
}

/** The assistant's playlist for the prompt the search describes, saved to the account's library. */
function AiPlaylistStep({ accountId, playlist, onCreated, onSkip }: { accountId: string; playlist: PreloadedQuery<OnboardingPageAiPlaylistQuery>; onCreated: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<OnboardingPageAiPlaylistQuery>(aiPlaylistQuery, playlist);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const suggestion = data.getTracksFromPrompt;
  const create = async () => {
    setPending(true);
    setError(undefined);
    try {
      const input = { owner: accountId, name: suggestion.title, description: suggestion.description, trackIds: suggestion.tracks.map((track) => track.id), addToLibrary: true };
      await commitMutationAsync<CreateManualPlaylist>(environment, CreateManualPlaylistMutation, { input });
      onCreated();
    } catch (failure) {
      setError(errorMessage(failure, t));
      setPending(false);
    }
  };
  return (
    <>
      <h2>{suggestion.title}</h2>
      <p>{suggestion.description}</p>
      {suggestion.tracks.length === 0 ? (
        <p>{t('onboarding.steps.ai-playlist.noTracks')}</p>
      ) : (
        <ul className="onboarding__tracks" aria-label={t('onboarding.steps.ai-playlist.tracks')}>
          {suggestion.tracks.slice(0, 10).map((track) => (
            <li key={track.id}>
              <TrackRow track={track} />
            </li>
          ))}
        </ul>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="onboarding-actions">
        {suggestion.tracks.length > 0 && (
          <Button variant="primary" isPending={pending} onPress={() => void create()}>
            {t('onboarding.steps.ai-playlist.create')}
          </Button>
        )}
        <Button variant="secondary" isDisabled={pending} onPress={onSkip}>
          {t('onboarding.skip')}
        </Button>
      </div>
    </>
  );
}
