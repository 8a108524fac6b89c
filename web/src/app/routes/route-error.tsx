import { useFirstScreenText } from '@/first-screens/plain/text';
import { useRouteError } from 'react-router';
import { MessagePage } from '@/first-screens/plain/MessagePage';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Shown when a screen throws while rendering, or its code could not be fetched (the network went
 * while a page not yet loaded was opened), instead of a blank page: Try Again loads the page again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const text = useFirstScreenText();
  useDocumentTitle(text('error.title'));
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <MessagePage
      heading={text('error.title')}
      message={text(offline ? 'error.offline' : 'error.message')}
      retry={{ label: text('error.retry'), onClick: () => window.location.reload() }}
      linkLabel={text('notFound.home')}
      linkTo={paths.dashboard}
    />
  );
}
