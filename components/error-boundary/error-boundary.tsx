import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/monitoring/monitoring';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** What to show instead of the crashed tree, given the error's status (500 when it has none). */
  fallback: (status: number) => ReactNode;
  /** Changing this (e.g. the route) clears a caught error. */
  resetKey?: string;
};

type ErrorBoundaryState = { error: unknown; resetKey?: string };

/** The status a crash carries (`status` or `statusCode`, as API and HTTP errors do), else 500 (spec §4 "Page crash"). */
export function statusOfError(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    for (const candidate of [status, statusCode]) {
      if (typeof candidate === 'number' && candidate >= 400 && candidate <= 599) return candidate;
    }
  }
  return 500;
}

/** Shows the error page when a page crashes while rendering, and reports the crash. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { componentStack: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(statusOfError(this.state.error)) : this.props.children;
  }
}
