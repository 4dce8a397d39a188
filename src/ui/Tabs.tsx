// Tabs (WAI-ARIA tabs pattern): one tab in the tab order, arrow keys (and Home, End) move to and select
// another, and the panel shows the selected tab's content. Written without react-aria's collections,
// whose modules would otherwise move into the chunks every signed-in page loads.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './Tabs.css';

export interface TabItem {
  id: string;
  title: string;
}

export interface TabsProps<T extends TabItem> {
  label: string;
  tabs: readonly T[];
  children: (tab: T) => ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs<T extends TabItem>({ label, tabs, children }: TabsProps<T>) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.id === selectedId));
  const selected = tabs[selectedIndex];
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selectedIndex, tabs.length);
    setSelectedId(tabs[next]!.id);
    buttons.current[next]?.focus();
  };
  if (!selected) return null;
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelectedId(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selectedIndex}`} className="tabs__panel">
        {children(selected)}
      </div>
    </div>
  );
}
