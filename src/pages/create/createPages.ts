// The create area as one lazily loaded module for the route table: its pages and their preloads. One
// dynamic import keeps the route table (on every page's first load) small; the pages are small together.
export { AiPlaylistPage, AiStationPage } from './AiPromptPage';
export { CreateHubPage } from './CreateHubPage';
export { StationFromPlaylistPage } from './StationFromPlaylistPage';
export { StationFromTagsPage } from './StationFromTagsPage';
export { aiPromptPreload, createHubPreload, stationFromPlaylistPreload } from './createQueries';
