import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};
const MIRRORED_KEYS: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/**
 * Tabs after the WAI-ARIA pattern: one tab stop; arrow keys, Home and End move the focus and
 * select the tab they reach (automatic activation). Every panel stays in the page, hidden
 * unless selected, so the server's HTML holds all of them.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Right to left, the tab on the right is the one before: the arrows follow the screen.
    const rightToLeft = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const key = rightToLeft ? (MIRRORED_KEYS[event.key] ?? event.key) : event.key;
    const step = KEY_STEPS[key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === selected),
          ),
          tabs.length,
        )
      ];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: Tab from the tab list lands on its panel
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
