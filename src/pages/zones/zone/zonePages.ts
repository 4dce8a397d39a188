// The zone pages the route table loads together (one chunk, one lazy import): the layout with its
// player and remote tabs, and the not-found screen. History, blocked tracks and settings load on their
// own, with the date picker and the form they need.
export { ZoneLayout } from './ZoneLayout';
export { ZoneNotFound } from './ZoneNotFound';
export { ZonePlayerPage } from './ZonePlayerPage';
export { ZoneRemotePage } from './ZoneRemotePage';
