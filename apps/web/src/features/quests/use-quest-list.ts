import { useEffect, useState } from 'react';
import type { QuestState } from '@kp/domain/quests';
import { useLoad } from '../../lib/use-load';
import { filterQuests } from './quests-api';

/**
 * The quest list's filters and pages: the search waits for a pause in typing (300 ms), a new
 * state starts again from the first page, and each "load more" reads one page more.
 */
export function useQuestList({ game, offer }: { game?: string; offer: boolean }) {
  const [state, setState] = useState<QuestState | ''>(offer ? 'live' : '');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const key = JSON.stringify({ game, state, search, pages });
  const list = useLoad(key, (signal) => filterQuests({ game, state, search, pages }, signal));
  return {
    list,
    state,
    searchText,
    setSearchText,
    setState: (next: QuestState | '') => {
      setState(next);
      setPages(1);
    },
    loadMore: () => setPages((n) => n + 1),
  };
}
