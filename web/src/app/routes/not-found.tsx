import { useFirstScreenText } from '@/first-screens/plain/text';
import { MessagePage } from '@/first-screens/plain/MessagePage';
import { paths, roleHome } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useKnownSession } from '@/lib/session';

/**
 * Unknown paths, for every visitor (docs/product.md#routes; docs/decisions.md#d50). Go Home leads
 * to the visitor's own home: the dashboard when
 * logged out, else the role's home page.
 */
export function NotFoundPage() {
  const text = useFirstScreenText();
  useDocumentTitle(text('notFound.title'), { exact: true });
  const session = useKnownSession();
  const home = session.status === 'signedIn' && session.role ? roleHome[session.role] : paths.dashboard;
  return (
    <MessagePage
      heading={text('notFound.title')}
      message={text('notFound.message')}
      linkLabel={text('notFound.home')}
      linkTo={home}
    />
  );
}
