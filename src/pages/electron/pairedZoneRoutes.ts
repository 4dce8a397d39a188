// The paired zone's routes as the route table loads them: this small module first, then the pages, so the
// first load's route table names one chunk here, not each chunk the pages need (scripts/budget.ts).
const pages = () => import('./pairedZonePages');

export const pairedZone = async () => (await pages()).pairedZone;
export const pairedZonePage = async () => (await pages()).pairedZonePage;
