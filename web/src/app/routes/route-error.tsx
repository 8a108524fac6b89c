import { useRouteError } from 'react-router';
import { MessagePage } from '@/components/layout/MessagePage';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Shown when a screen throws while rendering, or its code could not be fetched (the network went
 * while a page not yet loaded was opened), instead of a blank page: Try Again loads the page again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  useDocumentTitle('Something Went Wrong');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <MessagePage
      heading="Something Went Wrong"
      message={offline ? 'This screen could not load: the internet connection is gone. Try again once it is back.' : 'Sorry, this screen hit a problem. Please try again.'}
      retry={{ label: 'Try Again', onClick: () => window.location.reload() }}
      linkLabel="Go Home"
      linkTo={paths.dashboard}
    />
  );
}
