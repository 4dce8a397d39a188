// Paid before (billing.md 4.6 'Paid': latest_paid_until set), where the control schema has no
// latest_paid_until: a zone whose subscription ever left INACTIVE was paid for. A module of its own, so
// the layout's navigation reads it without the rest of the trial's rules in its first load.
export const paidBeforeByZones = (zones: number, unpaidZones: number): boolean => zones > unpaidZones;
