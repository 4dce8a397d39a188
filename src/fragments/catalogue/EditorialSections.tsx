// The sections of an editorial page (core.md 3 'Editorial layout'): each with its heading and text, its
// items drawn by the section's component (hero, carousel, grid or list) at its density, and tabs when
// the section has them, each tab showing its own items.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { EditorialSections_page$data, EditorialSections_page$key } from '../../__generated__/EditorialSections_page.graphql';
import { Tabs } from '../../ui/Tabs';
import { CatalogueCard } from './CatalogueCard';
import type { CardSize } from './CatalogueCard';
import './EditorialSections.css';

type Section = EditorialSections_page$data['sections'][number];
type Items = Section['items'];

/** Card size by density (core.md 9 'Cover sizes 48, 96, 144'); lists use the smallest. */
const SIZE_OF_DENSITY: Record<string, CardSize> = { COMPACT: 96, REGULAR: 144, LARGE: 144 };

export function EditorialSections({ page: key }: { page: EditorialSections_page$key }) {
  const { t } = useTranslation();
  const page = useFragment(
    graphql`
      fragment EditorialSections_page on EditorialPage {
        sections {
          id
          density
          node {
            title
            description
            component
          }
          tabs {
            id
            title
            items {
              ... on Node {
                id
              }
              ...CatalogueCard_item
            }
          }
          items {
            ... on Node {
              id
            }
            ...CatalogueCard_item
          }
        }
      }
    `,
    key,
  );
  if (page.sections.length === 0) return <p className="editorial__empty">{t('discover.empty')}</p>;
  return (
    <div className="editorial">
      {page.sections.map((section) => (
        <EditorialSection key={section.id} section={section} />
      ))}
    </div>
  );
}

function EditorialSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="editorial__section" aria-labelledby={headingId} data-component={section.node.component} data-density={section.density}>
      <h2 id={headingId} className="editorial__title">
        {section.node.title}
      </h2>
      {section.node.description ? <p className="editorial__description">{section.node.description}</p> : null}
      {section.tabs.length > 0 ? (
        <Tabs label={t('discover.sectionTabs', { section: section.node.title })} tabs={section.tabs}>
          {(tab) => <SectionItems items={tab.items} section={section} />}
        </Tabs>
      ) : (
        <SectionItems items={section.items} section={section} />
      )}
    </section>
  );
}

function SectionItems({ items, section }: { items: Items; section: Section }) {
  const list = section.node.component === 'LIST';
  const size = list ? 48 : (SIZE_OF_DENSITY[section.density] ?? 144);
  return (
    <ul className={`editorial__items editorial__items--${section.node.component.toLowerCase()}`}>
      {items.map((item, index) => (
        <li key={item.id ?? index}>
          <CatalogueCard item={item} size={size} row={list} />
        </li>
      ))}
    </ul>
  );
}
