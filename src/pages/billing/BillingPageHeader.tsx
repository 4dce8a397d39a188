// The heading block every billing page opens with: its title (what the page's forms are named by) and
// what goes under it.
export function BillingPageHeader({ id, title, children }: { id: string; title: string; children?: React.ReactNode }) {
  return (
    <header className="billing-page__header">
      <h1 id={id} className="billing-page__title">
        {title}
      </h1>
      {children}
    </header>
  );
}
