import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The toast components are not needed to paint a page: they load when the first toast
// is created. The toaster's store keeps that toast, and <Toaster /> shows it on mount.
const Toaster = lazy(() => import('@/components/ui/toaster-region').then(({ Toaster }) => ({ default: Toaster })));

function ToasterWhenNeeded() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    const unsubscribe = toaster.subscribe(() => setNeeded(true));
    if (toaster.getCount() > 0) setNeeded(true);
    return unsubscribe;
  }, [needed]);
  if (!needed) return null;
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
      <ToasterWhenNeeded />
    </AppProviders>
  );
}
