import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorDetails } from '../../components/error-details';

type TState = { error: unknown };

/** The last line of defence, for crashes outside the router (start-up, install wizard, providers' children). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorDetails error={this.state.error} /> : this.props.children;
  }
}
