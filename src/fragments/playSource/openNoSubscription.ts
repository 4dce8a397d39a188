// Opens the 'zone has no subscription' dialog (core.md 4 'Playback', billing.md 8) for music refused a
// zone, with its texts: a module of its own, so the zone player's controls load it only when a refusal
// comes, not with every page that shows them.
import { openModal } from '../../app/modals/modalStore';
import playSourceTexts from '../../i18n/en/playSource.json';
import { registerTexts } from '../../i18n/i18n';
import { NoSubscriptionDialog } from './PlaySourceDialogs';

registerTexts(playSourceTexts);

/** `source`: what the zone was to play; `onActivate`: where the dialog's Activate leads. */
export const openNoSubscription = (source: string, onActivate: () => void): string => openModal(NoSubscriptionDialog, { source, onActivate });
