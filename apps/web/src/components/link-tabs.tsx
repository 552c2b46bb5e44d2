import type { ReactNode } from 'react';
import { Button } from '../ui/button';

export type LinkTab = { href: string; label: ReactNode };

/**
 * Pages that belong together (a hub: the arena and its tournaments, the gamer's quests and
 * campaigns), as a row of tabs: each a link to its page, `current` marked (aria-current). Not
 * ui/tabs: these change the page, not a panel of it.
 */
export function LinkTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly LinkTab[];
  /** The href of the tab of this page. */
  current: string;
}) {
  return (
    <nav aria-label={label} className="mb-4 border-b border-border">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const isCurrent = tab.href === current;
          return (
            <li key={tab.href}>
              {/* A link through the router (ui/button), drawn as a tab. */}
              <Button
                href={tab.href}
                variant="ghost"
                aria-current={isCurrent ? 'page' : undefined}
                className={`min-h-11 rounded-none border-b-2 px-4 text-body whitespace-nowrap ${isCurrent ? 'border-primary text-text' : 'border-transparent'}`}
              >
                {tab.label}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
