import { Component, type ReactNode } from 'react';

/**
 * Shows `failed` in place of `children` when they throw while drawing or a lazy file among them
 * cannot be loaded, and logs why (`logName` names the part, for developers). A new `resetKey`
 * (the portal's address) tries the children again. React has no hook for this, hence a class.
 */
export class FailureBoundary extends Component<
  { children: ReactNode; failed: ReactNode; logName: string; resetKey?: unknown },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: unknown }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown): void {
    globalThis.console?.error(`Figura: ${this.props.logName} could not be shown`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
