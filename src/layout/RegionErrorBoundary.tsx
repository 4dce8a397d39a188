import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '../errors/report';

interface RegionErrorBoundaryProps {
  /** What shows instead of the region; `retry` renders the region again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the region renders again, e.g. to fetch its data anew. */
  onRetry?: () => void;
  /**
   * The region's data, where a retry fetches it anew: the region renders again when new data comes,
   * not before (it would only fail again on the old).
   */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Keeps a failure in one part of the layout (navigation, header data) in that part: the page beside
 * it stays usable (navigation.md 2.8 'Navigation and library have their own error fallbacks').
 */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { source: 'layout', componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: RegionErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  retry = () => {
    this.props.onRetry?.();
    if (this.props.resetKey === undefined) this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
