import * as React from "react";

// Catches errors thrown while rendering the page element (browser only: a build-time error must
// fail the build). Shows `fallback` in place of the page; Layout keys it by pathname, so
// navigating elsewhere gives the next page a fresh start.
export interface ErrorBoundaryProps {
  fallback: React.ReactNode;
  children: React.ReactNode;
  onError?: (error: Error, info: React.ErrorInfo) => void;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

export default class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    if (this.props.onError) {
      this.props.onError(error, info);
    } else {
      // Kept in the console so a maintainer can see what failed; the visitor sees the fallback.
      console.error(error, info.componentStack);
    }
  }

  render(): React.ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
