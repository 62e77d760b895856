import { Component, type ReactNode } from 'react';
import { RouteFailure } from './RouteFailure.tsx';

interface RouteErrorBoundaryProps {
  /** Moving to another route clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/** Keeps the shell when a screen fails or its code cannot be loaded (e.g. after a new version was deployed). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteFailure /> : this.props.children;
  }
}
