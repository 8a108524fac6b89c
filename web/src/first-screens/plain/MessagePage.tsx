import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { plain } from './plain-classes';
import { PageShell } from './PageShell';

type MessagePageProps = {
  heading: string;
  message: ReactNode;
  linkLabel: string;
  linkTo: string;
  /** A first way on, before the link: 'Try Again' where the same screen may work a moment later. */
  retry?: { label: string; onClick: () => void };
};

/**
 * A heading, a line of text and one big link (and a retry, when there is one), centred on the shell.
 * Plain (no Chakra): it is the route error page too, which must show when a screen's code could not
 * be fetched (docs/decisions.md#d78).
 */
export function MessagePage({ heading, message, linkLabel, linkTo, retry }: MessagePageProps) {
  return (
    <PageShell>
      <div className={plain.messageCard}>
        <h1 className={plain.messageTitle}>{heading}</h1>
        <p className={plain.messageText}>{message}</p>
        <div className={plain.messageActions}>
          {retry && (
            <button type="button" className={plain.messageRetry} onClick={retry.onClick}>
              {retry.label}
            </button>
          )}
          <RouterLink to={linkTo} className={retry ? plain.messageLinkOutline : plain.messageLinkSolid}>
            {linkLabel}
          </RouterLink>
        </div>
      </div>
    </PageShell>
  );
}
