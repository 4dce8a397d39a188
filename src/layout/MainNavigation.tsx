import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../ui/Link';
import type { NavigationGroup, NavigationItem } from './navigationItems';
import './MainNavigation.css';

function isCurrent(item: NavigationItem, pathname: string): boolean {
  const path = item.to.split('?')[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function MainNavigation({ groups }: { groups: readonly NavigationGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="main-navigation" aria-label={t('layout.navigation.label')}>
      {groups.map((group) => (
        <section key={group.id} className="main-navigation__group" aria-labelledby={group.headingKey ? `main-navigation-${group.id}` : undefined}>
          {group.headingKey && (
            <h2 id={`main-navigation-${group.id}`} className="main-navigation__heading">
              {t(group.headingKey)}
            </h2>
          )}
          <ul className="main-navigation__list">
            {group.items.map((item) => (
              <li key={item.id}>
                <Link href={item.to} className="main-navigation__link" aria-current={isCurrent(item, pathname) ? 'page' : undefined}>
                  <span>{t(item.labelKey)}</span>
                  {item.badge !== undefined && item.badge > 0 && (
                    <span className="main-navigation__badge" aria-label={t('layout.navigation.remainingTasks', { count: item.badge })}>
                      {item.badge}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
