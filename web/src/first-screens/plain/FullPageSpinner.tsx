import { useFirstScreenText } from './text';
import { plain } from './plain-classes';

/**
 * Shown while auth state loads, so no page of the wrong kind flashes up. Plain (no Chakra): the
 * route gate shows it before any Chakra screen has loaded (docs/decisions.md#d78).
 */
export function FullPageSpinner({ label }: { label?: string }) {
  const text = useFirstScreenText();
  return (
    <div className={plain.spinnerPage} role="status" aria-live="polite">
      <span className={plain.spinnerPageSpinner} />
      <span className={plain.visuallyHidden}>{label ?? text('spinner.loading')}</span>
    </div>
  );
}
