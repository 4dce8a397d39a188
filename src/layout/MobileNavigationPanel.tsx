// The open mobile navigation, loaded when the menu is first opened (src/layout/MobileNavigation.tsx).
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../ui/Button';
import { MainNavigation } from './MainNavigation';
import type { NavigationGroup } from './navigationItems';

export default function MobileNavigationPanel({ groups, onClose }: { groups: readonly NavigationGroup[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className="mobile-navigation__overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="mobile-navigation__panel">
        <Dialog className="mobile-navigation__dialog" aria-labelledby="mobile-navigation-title">
          <div className="mobile-navigation__top">
            <Heading slot="title" id="mobile-navigation-title" className="mobile-navigation__title">
              {t('layout.navigation.menu')}
            </Heading>
            <Button variant="quiet" onPress={onClose}>
              {t('layout.navigation.close')}
            </Button>
          </div>
          <MainNavigation groups={groups} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
