// The guide's task pages, apart from the rest of its routes' rules so the route table can name them
// without loading those rules.

/** The guide's task pages (navigation.md 2.5; {streaming-service} is spotify). */
export const GUIDE_TASK_PAGES = ['business-description', 'explicit-setting', 'qr-app-login', 'spotify-import', 'user-invite'] as const;
export type GuideTaskPage = (typeof GUIDE_TASK_PAGES)[number];
