// The discover pages and their loaders as one lazily loaded module: the route table names them through
// one import, which keeps the first load's code small (each import costs the table its own list of chunks).
export { AlbumPage } from './AlbumPage';
export { ArtistPage } from './ArtistPage';
export { BrowsePage } from './BrowsePage';
export { DiscoverEditorialPage } from './DiscoverEditorialPage';
export { HomeEditorial } from './HomeEditorial';
export { discoverLoaders } from './discoverLoaders';
