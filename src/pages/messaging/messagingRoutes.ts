// The messaging routes under /accounts/{accountId}/messaging (navigation.md 2.4), all the route table
// (src/routes.tsx) imports of the area: each section's list, its create page and an item by :id. Each
// route names its loader and page in messagingPages.
export const MESSAGING_SECTIONS = ['campaigns', 'messages'] as const;
export const MESSAGING_ROUTES = MESSAGING_SECTIONS.flatMap((section) => [section, `${section}/create`, `${section}/:id`] as const);
export type MessagingSection = (typeof MESSAGING_SECTIONS)[number];
export type MessagingRoute = MessagingSection | `${MessagingSection}/create` | `${MessagingSection}/:id`;
