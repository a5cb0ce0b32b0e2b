import * as React from "react";

// Catches errors thrown while rendering the page element (browser only: a build-time error must
// fail the build). Shows `fallback` in place of the page; Layout keys it by pathname, so
// navigating elsewhere gives the next page a fresh start.
export default class ErrorBoundary extends React.Component<{ fallback: React.ReactNode; children: React.ReactNode }> {
  state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    // Kept in the console so a maintainer can see what failed; the visitor sees the fallback.
    console.error(error, info.componentStack);
  }

  render(): React.ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
