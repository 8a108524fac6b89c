import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CLICKS_PER_RANK_BONUS, MAX_RANK_BONUS, STEADY_PRESSES_FOR_FULL_BONUS, type CheerStyle } from '@rink/game';
import { cheerMessages as m } from '../messages';

/** While a game is on, the left card says how cheering works in the student's style. */
export function CheerTips({ style }: { style: CheerStyle }) {
  const intl = useIntl();
  const perPoint = STEADY_PRESSES_FOR_FULL_BONUS / MAX_RANK_BONUS;
  return (
    <Stack as="section" aria-label={intl.formatMessage(m.tipsTitle)} gap="2" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="4" boxShadow="sm" color="navy.900">
      <Text fontWeight="900" fontSize="lg">
        <FormattedMessage {...m.tipsTitle} />
      </Text>
      {style === 'steady' ? (
        <Text>
          <FormattedMessage {...m.tipsSteady} values={{ perPoint, max: MAX_RANK_BONUS }} />
        </Text>
      ) : (
        <Text>
          <FormattedMessage {...m.tipsFast} values={{ perPoint: CLICKS_PER_RANK_BONUS, max: MAX_RANK_BONUS }} />
        </Text>
      )}
    </Stack>
  );
}
