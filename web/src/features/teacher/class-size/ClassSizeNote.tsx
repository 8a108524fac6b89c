import { Alert, Button } from '@chakra-ui/react';
import { classSizeNote } from './class-size';

/** The dashboard's note when the class has grown past the size the teacher gave: a warning with a way to correct it. */
export function ClassSizeNote({ students, classSize, onUpdate }: { students: number; classSize: number; onUpdate: () => void }) {
  const note = classSizeNote(students, classSize);
  if (!note) return null;
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems="center" flexWrap="wrap" gap="3" data-testid="class-size-note">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="16rem">
        <Alert.Title fontSize="md">{note}</Alert.Title>
        <Alert.Description fontSize="md">That is fine: the class size is only what you expected, and nobody is turned away.</Alert.Description>
      </Alert.Content>
      <Button size="md" colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" bg="white" onClick={onUpdate}>
        Update Class Size
      </Button>
    </Alert.Root>
  );
}
