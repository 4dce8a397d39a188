import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { Button } from '../ui/Button';
import { MainNavigation } from './MainNavigation';
import type { NavigationGroup } from './navigationItems';
import './MobileNavigation.css';

/**
 * Below the sidebar's breakpoint (navigation.md 2.7: hidden under 720 px) the header offers the same
 * navigation behind a menu button, in a panel that closes when a destination is chosen.
 */
export function MobileNavigation({ groups }: { groups: readonly NavigationGroup[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="quiet" className="mobile-navigation__toggle" aria-label={t('layout.navigation.open')}>
        <span className="mobile-navigation__icon" aria-hidden="true" />
      </Button>
      <ModalOverlay className="mobile-navigation__overlay" isDismissable>
        <Modal className="mobile-navigation__panel">
          <Dialog className="mobile-navigation__dialog" aria-labelledby="mobile-navigation-title">
            <div className="mobile-navigation__top">
              <Heading slot="title" id="mobile-navigation-title" className="mobile-navigation__title">
                {t('layout.navigation.menu')}
              </Heading>
              <Button variant="quiet" slot="close" onPress={() => setOpen(false)}>
                {t('layout.navigation.close')}
              </Button>
            </div>
            <MainNavigation groups={groups} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
