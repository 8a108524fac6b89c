import { Alert, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { classSizeMessages as m } from './messages';
import { classSizeNote } from './class-size';

/** The dashboard's note when the class has grown past the size the teacher gave: a warning with a way to correct it. */
export function ClassSizeNote({ students, classSize, onUpdate }: { students: number; classSize: number; onUpdate: () => void }) {
  const intl = useIntl();
  const note = classSizeNote(intl, students, classSize);
  if (!note) return null;
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems="center" flexWrap="wrap" gap="3" data-testid="class-size-note">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="min(16rem, 100%)">
        <Alert.Title fontSize="md">{note}</Alert.Title>
        <Alert.Description fontSize="md">{intl.formatMessage(m.fine)}</Alert.Description>
      </Alert.Content>
      <Button size="md" colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" bg="white" onClick={onUpdate}>
        {intl.formatMessage(m.update)}
      </Button>
    </Alert.Root>
  );
}
