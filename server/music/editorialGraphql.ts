// Control API resolvers of the editorial side of the catalogue: Query.browseCategory, browseCategories
// and editorialPage, and the types their answers carry (EditorialPage's kinds, EditorialCard,
// EditorialLink, and the Displayable items of sections).
import { kindOfId } from '../../src/domain/ids';
import type { Resolvers, ResolversTypes } from '../graphql/control/__generated__/types';
import { editorialAudience } from './editorialAgent';
import { allCategories, editorialPage, requireCategory } from './editorialPages';
import type { EditorialItem, EditorialPageValue } from './editorialPages';
import { visibleCategories } from './editorialVisibility';

type PageValue = ResolversTypes['EditorialPage'];

const asPage = (page: EditorialPageValue) => page as unknown as PageValue;

/** A Displayable's type: the tag an editorial item carries, else the kind its id names. */
function displayableTypename(value: unknown) {
  const tagged = (value as { __typename?: string }).__typename;
  if (tagged) return tagged as EditorialItem['__typename'];
  const kind = kindOfId((value as { id: string }).id);
  return (kind === 'Collection' ? 'Playlist' : kind) as EditorialItem['__typename'];
}

export const editorialResolvers: Resolvers = {
  Query: {
    browseCategory: (_parent, { id }, context) => requireCategory(context, id),
    browseCategories: async (_parent, { agent }, context) => {
      const audience = await editorialAudience(context, agent);
      return visibleCategories(context, audience, await allCategories(context));
    },
    editorialPage: async (_parent, { input }, context) => asPage(await editorialPage(context, await editorialAudience(context, input.agent), input.kind, input.id)),
  },

  EditorialPage: {
    __resolveType: (page) => (page as unknown as EditorialPageValue).__typename,
  },

  Displayable: {
    __resolveType: (value) => displayableTypename(value),
  },
};
