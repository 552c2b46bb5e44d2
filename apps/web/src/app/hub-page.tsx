import type { ComponentType } from 'react';
import { LinkTabs } from '../components/link-tabs';
import { useTranslation } from '../lib/use-translation';

/**
 * The hubs: pages of different features that belong together, each drawn under a row of tabs
 * linking them. Play: the arena and its tournaments (the tab bar's Play reaches both). The gamer
 * hub: the spec's gamer section (k-quest, my-clan and k-drop): the user's quests, their clan and the
 * K-Drop campaigns.
 */
const HUBS = {
  play: {
    labelKey: 'nav.play',
    tabs: [
      { href: '/klash', labelKey: 'arena.title' },
      { href: '/tournaments/', labelKey: 'tournaments.title' },
    ],
  },
  gamer: {
    labelKey: 'hub.gamer',
    tabs: [
      { href: '/gamer/k-quest', labelKey: 'nav.kQuest' },
      { href: '/gamer/my-clan', labelKey: 'clans.title' },
      { href: '/gamer/k-drop', labelKey: 'nav.kDrop' },
    ],
  },
} as const;

export type HubName = keyof typeof HUBS;
/** A page of a hub, by the href of its tab. */
export type HubTab = (typeof HUBS)[HubName]['tabs'][number]['href'];

/** The page of a hub's tab (`current`), drawn under the hub's tabs. */
export function inHub(hub: HubName, current: HubTab, Page: ComponentType): ComponentType {
  return function HubPage() {
    const { t } = useTranslation();
    const { labelKey, tabs } = HUBS[hub];
    return (
      <>
        <LinkTabs
          label={t(labelKey)}
          current={current}
          tabs={tabs.map((tab) => ({ href: tab.href, label: t(tab.labelKey) }))}
        />
        <Page />
      </>
    );
  };
}
