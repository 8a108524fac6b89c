import { useRef } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { pageAccess, type RuleError } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useStudent } from '@/play';

/** The insufficient-budget overlay (docs/product.md#budget-rules) and the engine's other refusals, in its words. */
export function RefusedDialog({ error, onBack }: { error: RuleError; onBack: () => void }) {
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onBack()}
      title={error.message}
      role="alertdialog"
      initialFocus={backRef}
      size="md"
      closeLabel="Close"
      footer={
        <>
          <Button ref={backRef} variant="outline" size="lg" onClick={onBack}>
            Back to Team
          </Button>
          <GoToBudget />
        </>
      }
    >
      {error.hint && (
        <Text fontSize="xl" color="navy.800">
          {error.hint}
        </Text>
      )}
    </AppDialog>
  );
}

/** The overlay's own way to the budget: open whenever the engine lets the budget page open. */
function GoToBudget() {
  const student = useStudent();
  if (!pageAccess(student, 'budget').allowed) {
    return (
      <Button colorPalette="orange" size="lg" disabled>
        Go to Budget
      </Button>
    );
  }
  return (
    <LinkButton to={paths.budget} colorPalette="orange" size="lg">
      Go to Budget
    </LinkButton>
  );
}
