/**
 * What shows when a part of the page throws while rendering, instead of a blank app: a translated
 * message with a retry button (or, for a side panel, nothing). A file missing after a deploy reloads the
 * page once (shared/platform/stale-chunk.ts); until the reload happens the part shows a skeleton.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/shared/platform/page';
import {
  isChunkLoadError,
  isReloading,
  mayReloadForMissingChunk,
  reloadForMissingChunk,
} from '@/shared/platform/stale-chunk';
import { ErrorState, Skeleton } from './states';

interface Props {
  children: ReactNode;
  /** A change of this value (the route's path) clears the error: the next page renders afresh. */
  resetKey?: unknown;
  /** What replaces the failed part; the page's error message with a retry button by default. */
  fallback?: (retry: () => void) => ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  /** The error is a missing file and the page is about to reload for it. */
  reloads: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, reloads: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true, reloads: isChunkLoadError(error) && mayReloadForMissingChunk() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // While a reload is on its way (a failed preload cancelled by the stale-file listener) the error is
    // only the consequence of that missing file.
    if (isReloading() || (isChunkLoadError(error) && reloadForMissingChunk())) return;
    console.error('render failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false, reloads: false });
  }

  /**
   * A lazily loaded component keeps the failure of its first load, so rendering it again cannot fetch
   * the file: a missing file retries by reloading the page. Any other error renders the part again.
   */
  retry = (): void => {
    if (isChunkLoadError(this.state.error)) reloadPage();
    else this.setState({ error: null, failed: false, reloads: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloads || isReloading()) return <Skeleton rows={4} />;
    return this.props.fallback ? this.props.fallback(this.retry) : <PageError onRetry={this.retry} />;
  }
}

function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState message={t('appError.page')} onRetry={onRetry} />;
}
