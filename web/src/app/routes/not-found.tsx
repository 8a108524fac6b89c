import { MessagePage } from '@/components/layout/MessagePage';
import { paths, roleHome } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useKnownSession } from '@/lib/session';

/**
 * Unknown paths, for every visitor (docs/product.md#routes; docs/decisions.md#d50). Go Home leads
 * to the visitor's own home: the dashboard when
 * logged out, else the role's home page.
 */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found', { exact: true });
  const session = useKnownSession();
  const home = session.status === 'signedIn' && session.role ? roleHome[session.role] : paths.dashboard;
  return (
    <MessagePage
      heading="Page Not Found"
      message="We looked all over the rink, but this page isn't here."
      linkLabel="Go Home"
      linkTo={home}
    />
  );
}
