import { lazy, Suspense, useEffect, useState } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The toast machinery is not needed to paint a page: it loads after the first render.
// Toasts created before it mounts wait in the toaster's store and show once it does.
const Toaster = lazy(() => import('@/components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <DeferredToaster />
    </AppProviders>
  );
}
