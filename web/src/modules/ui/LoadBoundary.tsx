import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a part of the page whose code could not be downloaded (a dropped mobile connection)
 * and offers a reload, instead of the whole app going blank.
 */
export class LoadBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('part of the page failed to load', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fs-state fs-state--error" role="alert">
        <p>This part of the page could not be loaded. Please check your connection and try again.</p>
        <button type="button" className="fs-link-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
