import { useId, type KeyboardEvent, type ReactNode } from 'react';

export type Tab<T extends string> = { id: T; label: ReactNode };

/**
 * Tabs over one panel (the selected tab's, `children`): a tablist with a roving tabindex (only the
 * selected tab is in the tab order), aria-selected, and the arrow keys (mirrored right to left),
 * Home and End moving the selection and the focus. The caller keeps the selection.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  panelClassName,
  fit = false,
  children,
}: {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  panelClassName?: string;
  /**
   * Every tab in view however narrow the screen: the tabs share the row equally and wrap their
   * words, where a row that scrolls sideways would hide the last ones (three long labels at 360 px).
   */
  fit?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (tab: T) => `${id}-tab-${tab}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    if (tab.id !== selected) onSelect(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={fit ? 'grid auto-cols-[minmax(0,1fr)] grid-flow-col gap-2' : 'flex gap-2 overflow-x-auto'}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => !isSelected && onSelect(tab.id)}
              className={`rounded-control py-2 font-semibold ${fit ? 'min-h-11 px-2 text-sm leading-tight break-words hyphens-auto' : 'px-4 whitespace-nowrap'} ${isSelected ? 'bg-primary text-primary-contrast' : 'bg-surface-overlay text-text hover:text-primary-hover'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
