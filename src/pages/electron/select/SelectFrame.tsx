// The frame of the select pages: the step's heading, the way back a step, and the shell's menu for a
// signed-in user who has not paired the computer yet (log out). A computer that is paired has nothing to
// select: the app goes home, its zone playing.
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../routing/paths';
import desktopSelectTexts from '../../../i18n/en/desktopSelect.json';
import { registerTexts } from '../../../i18n/i18n';
import { useSessionStore } from '../../../session/SessionProvider';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { currentPairing } from '../deviceSession';
import { logOutOfShell } from '../desktopLogout';
import '../electron.css';
import './select.css';

registerTexts(desktopSelectTexts);

interface SelectFrameProps {
  /** Names the placeholders while the step's list loads. */
  loadingLabel: string;
  back?: { href: string; label: string };
  children: ReactNode;
}

export function SelectFrame({ loadingLabel, back, children }: SelectFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore();
  const paired = currentPairing() !== null;
  useEffect(() => {
    if (paired) void navigate(HOME_PATH, { replace: true });
  }, [paired, navigate]);
  if (paired) return null;
  return (
    <div className="electron-page">
      <nav aria-label={t('desktopSelect.menu')} className="desktop-select__menu">
        {back && <Link href={back.href}>{back.label}</Link>}
        <Button variant="secondary" onPress={() => void logOutOfShell({ session, navigate: (path, options) => void navigate(path, options) })}>
          {t('desktopSelect.logout')}
        </Button>
      </nav>
      <Suspense fallback={<SelectSkeleton label={loadingLabel} />}>{children}</Suspense>
    </div>
  );
}

function SelectSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <Skeleton width="50%" height="2rem" />
      <Skeleton width="100%" height="3rem" radius="var(--radius)" />
      <Skeleton width="100%" height="3rem" radius="var(--radius)" />
      <Skeleton width="100%" height="3rem" radius="var(--radius)" />
    </LoadingRegion>
  );
}
