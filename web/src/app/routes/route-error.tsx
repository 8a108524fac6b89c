import { useRouteError } from 'react-router';
import { MessagePage } from '@/components/layout/MessagePage';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  useDocumentTitle('Something Went Wrong');
  return (
    <MessagePage
      heading="Something Went Wrong"
      message="Sorry, this screen hit a problem. Please try again."
      linkLabel="Go Home"
      linkTo={paths.dashboard}
    />
  );
}
