import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { remainingBudget, SLOT_POSITION, SLOTS, signablePlayers, signingMoney, type Player, type SlotName, type Student } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { useFormat } from '@/i18n/format';
import { boardMessages as m, dialogMessages } from '../messages';
import { PlayerChoice } from '../PlayerChoice';
import { POSITION_TABS, SLOT_LABEL } from '../slot-labels';
import { cannotAffordText, MoneyLeft, WaysOut } from './MoneyOnTheBoard';

interface Props {
  student: Student;
  /** The empty slot the student clicked. */
  slot: SlotName;
  onClose: () => void;
  onChoose: (slot: SlotName, player: Player) => void;
}

/**
 * The sign-player board (docs/product.md#team-page): tabs Forwards, Defense, Goalies, the clicked
 * slot's position first. Each tab lists the engine's signablePlayers for the clicked slot,
 * or for the first empty slot of that position. The money left shows where the choice is
 * made: a player the engine would refuse now stays listed, marked with why, and the ways out
 * the rules allow (savings, a trade, a release) are offered on the board.
 */
export function SignPlayerBoard({ student, slot, onClose, onChoose }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const own = SLOT_POSITION[slot];
  const tabs = [...POSITION_TABS].sort((a, b) => Number(b.position === own) - Number(a.position === own));
  const slotFor = (position: string): SlotName | null =>
    SLOT_POSITION[slot] === position ? slot : (SLOTS.find((s) => SLOT_POSITION[s] === position && student[s] === null) ?? null);

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.title, { slot: intl.formatMessage(SLOT_LABEL[slot]) })}
      size="xl"
      closeLabel={intl.formatMessage(dialogMessages.close)}
    >
      <MoneyLeft remaining={remainingBudget(student)} />
      <Tabs.Root defaultValue={own} variant="enclosed" size="lg" fitted>
        {/* On a narrow window (320 px) the three tabs take two rows rather than print over each other (WCAG 1.4.10). */}
        <Tabs.List flexWrap="wrap">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.position} value={t.position} fontSize="lg" fontWeight="bold" minH="48px" css={{ smDown: { fontSize: 'md', paddingInline: '3', flex: '1 0 auto' } }}>
              {intl.formatMessage(t.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => {
          const target = slotFor(t.position);
          const players = target ? [...signablePlayers(student, target)].sort((a, b) => b.overallRank - a.overallRank) : [];
          const money = new Map(players.map((p) => [p._id, signingMoney(student, p)]));
          return (
            <Tabs.Content key={t.position} value={t.position} pt="4">
              {target === null ? (
                <Text fontSize="lg" color="navy.800">
                  {intl.formatMessage(t.allFilled)}
                </Text>
              ) : players.length === 0 ? (
                <Text fontSize="lg" color="navy.800">
                  {intl.formatMessage(t.noneAvailable)}
                </Text>
              ) : (
                <Stack gap="3">
                  {target !== slot && (
                    <Text fontSize="md" color="navy.700">
                      {intl.formatMessage(m.fillsSlot, { slot: intl.formatMessage(SLOT_LABEL[target]) })}
                    </Text>
                  )}
                  <WaysOut student={student} answers={[...money.values()]} onClose={onClose} />
                  {players.map((p) => (
                    <PlayerChoice key={p._id} player={p} student={student} cannotAfford={cannotAffordText(intl, format, money.get(p._id))} onChoose={() => onChoose(target, p)} />
                  ))}
                </Stack>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </AppDialog>
  );
}
