import { MessagePage } from '@/components/layout/MessagePage';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Unknown paths while logged out (spec point 2). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found', { exact: true });
  return (
    <MessagePage
      heading="Page Not Found"
      message="We looked all over the rink, but this page isn't here."
      linkLabel="Go Home"
      linkTo={paths.dashboard}
    />
  );
}
