import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '../errors/report';

interface RegionErrorBoundaryProps {
  /** What shows instead of the region; `retry` renders the region again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the region renders again, e.g. to fetch its data anew. */
  onRetry?: () => void;
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

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
