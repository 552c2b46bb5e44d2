import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';

type Props = { children: ReactNode; onReset?: () => void };
type State = { error: Error | null };

function isChunkLoadFailure(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
}

function Fallback({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="card mx-auto my-12 max-w-md p-6 text-center">
      <h1 className="mb-2 text-xl font-semibold">{t('error.title')}</h1>
      <p className="mb-4 text-slate-300">
        {isChunkLoadFailure(error) ? t('error.chunkOffline') : t('error.body')}
      </p>
      <Button onClick={() => location.reload()}>{t('error.reload')}</Button>
    </div>
  );
}

/** Catches a render failure below it and offers a reload instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render failed', error, info.componentStack);
    this.props.onReset?.();
  }

  override render() {
    if (this.state.error) return this.props.onReset ? null : <Fallback error={this.state.error} />;
    return this.props.children;
  }
}
