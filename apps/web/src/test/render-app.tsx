import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app';
import { readEmbedFlags } from '@kp/domain/embed';

/** Renders the whole app at a path (with its query), as a first visit there would. */
export function renderApp(url: string, onPageView?: (page: string) => void) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App firstEmbedFlags={readEmbedFlags(search)} onPageView={onPageView} />
    </Router>,
  );
  return { ...view, location };
}
