// The cookie consent modal (navigation.md 2.16): it asks until the visitor chooses, so neither Escape
// nor the backdrop closes it. 'Preferences' reveals the categories and becomes 'Save choices'.
import { Fragment, useState } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/DialogParts';
import { ACCEPT_ALL, CONSENT_CATEGORIES, CONSENT_POLICY_PATHS, REJECT_ALL, choicesOf, consentLanguage, saveChoices, toggleChoice } from '../../domain/engagement/consent';
import type { ConsentLanguage } from '../../domain/engagement/consent';
import { CONSENT_TEXTS } from './consentTexts';
import type { ConsentStore } from './consentStore';
import { useConsentModalShown } from './useConsentModalShown';
import '../../ui/Dialog.css';
import './ConsentModal.css';

/** Where the policies live: the product's public site (DECISIONS.md gap), whose pages share these paths. */
export const POLICY_SITE = 'https://www.cadence.test';

function Policies({ template, cookiePolicy, privacyPolicy }: { template: string; cookiePolicy: string; privacyPolicy: string }) {
  const links: Record<string, { text: string; path: string }> = {
    cookiePolicy: { text: cookiePolicy, path: CONSENT_POLICY_PATHS.cookiePolicy },
    privacyPolicy: { text: privacyPolicy, path: CONSENT_POLICY_PATHS.privacyPolicy },
  };
  return (
    <p>
      {template.split(/(\{\w+\})/).map((part, index) => {
        const link = links[part.slice(1, -1)];
        return link ? (
          <a key={index} href={`${POLICY_SITE}${link.path}`} target="_blank" rel="noreferrer">
            {link.text}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </p>
  );
}

export interface ConsentModalProps {
  store: ConsentStore;
  /** The browser's languages, most wanted first. */
  languages?: readonly string[];
}

export function ConsentModal({ store, languages = navigator.languages }: ConsentModalProps) {
  const shown = useConsentModalShown(store);
  const language: ConsentLanguage = consentLanguage(languages);
  const texts = CONSENT_TEXTS[language];
  const [preferences, setPreferences] = useState(false);
  const [choices, setChoices] = useState(() => choicesOf(store.level()));
  // Opened again (cookie settings): it starts over from the level in force.
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (shown) {
      setPreferences(false);
      setChoices(choicesOf(store.level()));
    }
  }

  return (
    <ModalOverlay isOpen={shown} isDismissable={false} isKeyboardDismissDisabled className="modal-overlay consent-modal-overlay">
      <Modal className="modal consent-modal">
        <Dialog
          title={texts.title}
          lang={language}
          actions={
            <>
              {preferences ? (
                <Button onPress={() => store.choose(saveChoices(choices))}>{texts.saveChoices}</Button>
              ) : (
                <Button onPress={() => setPreferences(true)}>{texts.preferences}</Button>
              )}
              <Button onPress={() => store.choose(REJECT_ALL)}>{texts.rejectAll}</Button>
              <Button variant="primary" onPress={() => store.choose(ACCEPT_ALL)}>
                {texts.acceptAll}
              </Button>
            </>
          }
        >
          <p>{texts.description}</p>
          <Policies template={texts.policies} cookiePolicy={texts.cookiePolicy} privacyPolicy={texts.privacyPolicy} />
          {preferences && (
            <fieldset className="consent-modal__categories">
              <legend className="visually-hidden">{texts.categoriesLabel}</legend>
              {CONSENT_CATEGORIES.map((category) => (
                <div key={category}>
                  <Checkbox
                    isSelected={choices[category]}
                    isDisabled={category === 'necessary'}
                    aria-describedby={`consent-${category}-description`}
                    onChange={(checked) => setChoices(toggleChoice(choices, category, checked))}
                  >
                    {texts.categories[category].label}
                  </Checkbox>
                  <p id={`consent-${category}-description`} className="consent-modal__category-description">
                    {texts.categories[category].description}
                  </p>
                </div>
              ))}
            </fieldset>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
