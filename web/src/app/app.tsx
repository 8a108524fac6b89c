import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toaster } from '@/components/ui/toaster';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The toast components are not needed to paint a page: they load once the page is idle, so they
// are there before a toast needs them even if the network goes (a toast is often the news that it
// went). A toast created earlier waits in the toaster's store, and <Toaster /> shows it on mount.
const loadToaster = () => import('@/components/ui/toaster-region').then(({ Toaster }) => ({ default: Toaster }));
const WARM_UP_MS = 1_500;

/**
 * What a failed load of the toasts' code does: nothing the student sees (the page stays), and a
 * new try later. Without it the failure would unmount the whole app (a white page).
 */
class ToasterBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The messages could not be loaded', error);
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ToasterWhenNeeded() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  // A new lazy component per attempt: React keeps a failed import's error for the component's life.
  const [{ attempt, Toaster }, setTry] = useState(() => ({ attempt: 0, Toaster: lazy(loadToaster) }));
  useEffect(() => {
    const warm = window.setTimeout(() => void loadToaster().catch(() => undefined), WARM_UP_MS);
    return () => window.clearTimeout(warm);
  }, []);
  useEffect(() => {
    if (needed) return;
    const unsubscribe = toaster.subscribe(() => setNeeded(true));
    if (toaster.getCount() > 0) setNeeded(true);
    return unsubscribe;
  }, [needed]);
  if (!needed) return null;
  // Tried again when the network is back, or when the next message is due.
  const retryLater = () => {
    const retry = () => {
      window.removeEventListener('online', retry);
      unsubscribe();
      setTry((was) => ({ attempt: was.attempt + 1, Toaster: lazy(loadToaster) }));
    };
    window.addEventListener('online', retry);
    const unsubscribe = toaster.subscribe(retry);
  };
  return (
    <ToasterBoundary key={attempt} onFailed={retryLater}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <ToasterWhenNeeded />
    </AppProviders>
  );
}
