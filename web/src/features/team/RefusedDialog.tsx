import { useRef } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { pageAccess, type RuleError } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useServerText } from '@/i18n/server-text';
import { useStudent } from '@/play';
import { dialogMessages, refusedMessages as m } from './messages';

/** The insufficient-budget overlay (docs/product.md#budget-rules) and the engine's other refusals, in its words. */
export function RefusedDialog({ error, onBack }: { error: RuleError; onBack: () => void }) {
  const intl = useIntl();
  const serverText = useServerText();
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onBack()}
      title={serverText.text(error.message, error.code)}
      role="alertdialog"
      initialFocus={backRef}
      size="md"
      closeLabel={intl.formatMessage(dialogMessages.close)}
      footer={
        <>
          <Button ref={backRef} variant="outline" size="lg" onClick={onBack}>
            {intl.formatMessage(m.backToTeam)}
          </Button>
          <GoToBudget />
        </>
      }
    >
      {error.hint && (
        <Text fontSize="xl" color="navy.800">
          {serverText.hint(error.hint, error.code)}
        </Text>
      )}
    </AppDialog>
  );
}

/** The overlay's own way to the budget: open whenever the engine lets the budget page open. */
function GoToBudget() {
  const intl = useIntl();
  const student = useStudent();
  if (!pageAccess(student, 'budget').allowed) {
    return (
      <Button colorPalette="orange" size="lg" disabled>
        {intl.formatMessage(m.goToBudget)}
      </Button>
    );
  }
  return (
    <LinkButton to={paths.budget} colorPalette="orange" size="lg">
      {intl.formatMessage(m.goToBudget)}
    </LinkButton>
  );
}
