import { Field, Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { teachersMessages as m } from '../messages';

/** The search box (docs/product.md#admin-teachers): name, grade taught, school and school district. */
export function TeacherSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <Field.Root maxW={{ base: 'full', md: '28rem' }}>
      <Field.Label fontSize="md" fontWeight="bold" color="navy.800">
        {intl.formatMessage(m.searchLabel)}
      </Field.Label>
      <Input
        type="search"
        size="lg"
        bg="white"
        borderColor="field.border"
        borderWidth="2px"
        // The server refuses a longer search (common/src/admin/queries.ts).
        maxLength={100}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText color="navy.700">{intl.formatMessage(m.searchHelp)}</Field.HelperText>
    </Field.Root>
  );
}
