import { Component, type ReactNode } from "react";

interface Props {
  /** The route it guards: a failure is reported with it, and moving to another route starts afresh. */
  readonly path: string;
  /** What shows instead of a route that failed to render (the family's generic error screen). */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
  /** Where the failure is reported: the console, unless a test listens. */
  readonly report?: (message: string, error: unknown) => void;
}

/**
 * The error boundary of every route (spec §2's generic error screen): a screen that throws while rendering
 * shows `fallback` (with its way back to /Login) instead of a blank page, and the console gets the route and
 * the error. A class because React catches render errors only in a class's lifecycle methods. It resets when
 * the path changes rather than being keyed by it, so the console keeps its mount between its routes. Kept
 * small: it is in the login's first script (scripts/login-budget.test.ts).
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    (this.props.report ?? console.error)(`route ${this.props.path}: the screen failed to render`, error);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.path !== this.props.path && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
