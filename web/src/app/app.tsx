import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { toaster } from '@/components/ui/toaster';
import { firstScreenHydrated } from '@/first-screens/plain/hydration';
import { AppProviders } from './providers';

export { createAppRouter } from './router';

// The toast components (and the Chakra provider they need) are not needed to paint a page. A
// screen drawn with Chakra fetches them once it has painted (ChakraLayout), so they are there
// before a toast needs them even if the network goes (a toast is often the news that it went); on
// the plain first screens, which have no Chakra at all, the one toast (a refused login) loads them
// when it comes, the network having just answered. A toast created earlier waits in the toaster's
// store, and <Toaster /> shows it on mount.
const loadToaster = async () => {
  const [{ AppChakraProvider }, { Toaster }, { IntlLayer }] = await Promise.all([
    import('./chakra-provider'),
    import('@/components/ui/toaster-region'),
    import('@/i18n/IntlLayer'),
  ]);
  return {
    default: function ChakraToaster() {
      // The toasts sit outside ChakraLayout: their close button speaks the screens' language too.
      return (
        <AppChakraProvider>
          <IntlLayer>
            <Toaster />
          </IntlLayer>
        </AppChakraProvider>
      );
    },
  };
};

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

/** The app, on the router main.tsx made (createAppRouter), or prerender.tsx for a first screen. */
export function App({ router }: { router: Parameters<typeof RouterProvider>[0]['router'] }) {
  // Once the first render has committed: a prerendered first screen is now the app's (first-screens/plain/hydration.ts).
  useEffect(firstScreenHydrated, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ToasterWhenNeeded />
    </AppProviders>
  );
}
