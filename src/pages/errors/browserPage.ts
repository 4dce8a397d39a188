// What the error pages do to the browser page, behind one object so that tests can replace it.
export const browserPage = {
  reload(): void {
    window.location.reload();
  },
  back(): void {
    window.history.back();
  },
};

/** 'Reset local data' (navigation.md 2.15): forget everything the app stored in this browser, then start over. */
export function resetLocalData(): void {
  localStorage.clear();
  sessionStorage.clear();
  browserPage.reload();
}
