// The partner portal's texts, registered once by whichever of its pages loads first.
import partnerTexts from '../../i18n/en/partner.json';
import { registerTexts } from '../../i18n/i18n';

registerTexts(partnerTexts);
