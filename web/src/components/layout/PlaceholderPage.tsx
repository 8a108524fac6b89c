import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MessagePage } from './MessagePage';

/** An honest stand-in for a screen that a later step builds. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <MessagePage
      heading={title}
      message="This screen arrives in a later step."
      linkLabel="Back To Dashboard"
      linkTo={paths.dashboard}
    />
  );
}
