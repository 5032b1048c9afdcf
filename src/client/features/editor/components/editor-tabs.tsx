import { type KeyboardEvent, useRef } from 'react';

export type EditorTab<Id extends string> = { id: Id; label: string; panelId: string; tabId: string };

/**
 * Bootstrap nav-tabs with the ARIA tabs pattern: one tab in the Tab order, arrow keys, Home and End
 * move between tabs and show their panel.
 */
export function EditorTabs<Id extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: EditorTab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  label: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === active),
  );
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="nav nav-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = index === activeIndex;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tab.tabId}
            className={`nav-link${selected ? ' active' : ''}`}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={move}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
