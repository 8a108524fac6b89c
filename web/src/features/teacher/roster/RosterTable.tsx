import { Box, Button, chakra, Stack, Table } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { RosterRow } from '@rink/common';
import { rosterTableMessages as m } from './messages';

interface Props {
  /** This page's students, already in order (first then last name). */
  students: RosterRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onUpdate: (student: RosterRow) => void;
  onDelete: (student: RosterRow) => void;
  onNewPassword: (student: RosterRow) => void;
}

/** A native checkbox, large enough to hit on a Chromebook's touchpad. */
const Checkbox = chakra('input', {
  base: { width: '6', height: '6', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer', _focusVisible: { outline: '3px solid', outlineColor: 'navy.900', outlineOffset: '2px' } },
});

const fullName = (intl: IntlShape, student: RosterRow) => intl.formatMessage(m.fullName, { firstName: student.firstName, lastName: student.lastName });

// Below 1024 px (a 768 px tablet) the whole table fits the window, Update and Delete included:
// names wrap (anywhere, when a long name has no space or hyphen to break at), the login is a size
// smaller, and the cells' sides are narrower. A login stays on one line.
const nameCell = { fontSize: { base: 'sm', lg: 'md' }, overflowWrap: 'anywhere', minW: '16' } as const;
const loginCell = { fontSize: { base: 'xs', lg: 'md' }, fontFamily: 'mono', whiteSpace: 'nowrap' } as const;
const tightSides = { px: { base: '1.5', lg: '3' } } as const;
/** A password the roster does not have (made before passwords were kept): a dash, not a word. */
const NO_PASSWORD = '—';

/** The roster: names, the login to hand out (docs/product.md#roster shows it), and Update, New Password and Delete per row. */
export function RosterTable({ students, selected, onSelect, onUpdate, onDelete, onNewPassword }: Props) {
  const intl = useIntl();
  const ids = students.map((student) => student._id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <Box position="relative" overflowX="auto" borderWidth="2px" borderColor="navy.100" borderRadius="2xl" bg="white">
      <Table.Root size={{ base: 'sm', lg: 'md' }} interactive>
        <Table.Caption srOnly>{intl.formatMessage(m.caption)}</Table.Caption>
        <Table.Header bg="navy.50">
          <Table.Row>
            <Table.ColumnHeader width="12" {...tightSides}>
              <Checkbox
                type="checkbox"
                aria-label={intl.formatMessage(m.selectPage)}
                checked={allSelected}
                onChange={(event) => onSelect(ids, event.target.checked)}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader color="navy.900" fontSize="md" {...tightSides}>
              {intl.formatMessage(m.firstName)}
            </Table.ColumnHeader>
            <Table.ColumnHeader color="navy.900" fontSize="md" {...tightSides}>
              {intl.formatMessage(m.lastName)}
            </Table.ColumnHeader>
            <Table.ColumnHeader color="navy.900" fontSize="md" {...tightSides}>
              {intl.formatMessage(m.username)}
            </Table.ColumnHeader>
            <Table.ColumnHeader color="navy.900" fontSize="md" {...tightSides}>
              {intl.formatMessage(m.password)}
            </Table.ColumnHeader>
            <Table.ColumnHeader color="navy.900" fontSize="md" {...tightSides}>
              <chakra.span srOnly>{intl.formatMessage(m.actions)}</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {students.map((student) => (
            <Table.Row key={student._id} bg={selected.has(student._id) ? 'brand.50' : undefined}>
              <Table.Cell {...tightSides}>
                <Checkbox
                  type="checkbox"
                  aria-label={intl.formatMessage(m.selectStudent, { name: fullName(intl, student) })}
                  checked={selected.has(student._id)}
                  onChange={(event) => onSelect([student._id], event.target.checked)}
                />
              </Table.Cell>
              <Table.Cell {...nameCell} {...tightSides}>
                {student.firstName}
              </Table.Cell>
              <Table.Cell {...nameCell} {...tightSides}>
                {student.lastName}
              </Table.Cell>
              {/* One line each: a login copied from a wrapped cell picks up the break. */}
              <Table.Cell {...loginCell} {...tightSides}>
                {student.userName}
              </Table.Cell>
              <Table.Cell {...loginCell} {...tightSides}>
                {student.password ?? NO_PASSWORD}
              </Table.Cell>
              <Table.Cell {...tightSides}>
                {/* Stacked below lg: see above. */}
                <Stack direction={{ base: 'column', lg: 'row' }} gap="2" justify="flex-end" align="stretch">
                  <Button size="sm" minH="10" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" aria-label={intl.formatMessage(m.updateStudent, { name: fullName(intl, student) })} onClick={() => onUpdate(student)}>
                    {intl.formatMessage(m.update)}
                  </Button>
                  <Button size="sm" minH="10" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" aria-label={intl.formatMessage(m.newPasswordFor, { name: fullName(intl, student) })} onClick={() => onNewPassword(student)}>
                    {intl.formatMessage(m.newPassword)}
                  </Button>
                  <Button size="sm" minH="10" variant="outline" colorPalette="red" borderColor="red.600" borderWidth="2px" aria-label={intl.formatMessage(m.deleteStudent, { name: fullName(intl, student) })} onClick={() => onDelete(student)}>
                    {intl.formatMessage(m.delete)}
                  </Button>
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
