import { chakra, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_CHEER_LEVEL, needleAngle, NEEDLE_OFFSET_DEGREES, type CheerState } from '@rink/game';
import type { CheerStore } from '../cheer/cheer-store';
import { useCheerValue } from '../cheer/useCheerValue';
import { cheerMessages as m } from '../messages';

const pickLevel = (s: CheerState) => s.level;
const pickBonus = (s: CheerState) => s.rankBonus;

// The needle's sweep, from level 0 to the top level (docs/product.md#cheer-meter: 12 degrees a level, offset -25).
const FROM = NEEDLE_OFFSET_DEGREES;
const TO = needleAngle(MAX_CHEER_LEVEL);
// The drawing is turned so the sweep's middle points straight up (a half dial, left to right);
// the needle element itself still turns by exactly needleAngle(level).
const TILT = 90 - (FROM + TO) / 2;

/** A point on the dial at `deg` of needle rotation (0 = pointing left, clockwise). */
const at = (deg: number, r: number): string => {
  const rad = ((deg + TILT) * Math.PI) / 180;
  return `${(100 - r * Math.cos(rad)).toFixed(1)} ${(100 - r * Math.sin(rad)).toFixed(1)}`;
};
const arc = (fromLevel: number, toLevel: number, r: number): string =>
  `M ${at(needleAngle(fromLevel), r)} A ${r} ${r} 0 0 1 ${at(needleAngle(toLevel), r)}`;

/**
 * The cheer meter (docs/product.md#cheer-meter): a gauge whose needle turns with the cheer level
 * (teal, orange, red zones as the puck), and the cheer bonus it has earned. It re-renders only
 * when the level or the bonus changes; the needle glides with a CSS transition.
 */
export function CheerMeter({ store }: { store: CheerStore }) {
  const level = useCheerValue(store, pickLevel);
  const bonus = useCheerValue(store, pickBonus);
  const intl = useIntl();
  return (
    <Stack data-testid="cheer-meter" align="center" gap="0">
      {/* A meter's children are pictures to a screen reader: the gauge alone is the meter, the bonus stays words. */}
      <chakra.div
        role="meter"
        aria-label={intl.formatMessage(m.meterLabel)}
        aria-valuemin={0}
        aria-valuemax={MAX_CHEER_LEVEL}
        aria-valuenow={level}
        aria-valuetext={intl.formatMessage(m.meterValue, { level, max: MAX_CHEER_LEVEL })}
      >
        <chakra.svg viewBox="0 0 200 118" w={{ base: '180px', lg: '190px' }} display="block" aria-hidden>
          <path d={arc(0, 5, 80)} stroke="#0B7A85" strokeWidth="18" fill="none" />
          <path d={arc(5, 10, 80)} stroke="#E8590C" strokeWidth="18" fill="none" />
          <path d={arc(10, MAX_CHEER_LEVEL, 80)} stroke="#DC2626" strokeWidth="18" fill="none" />
          <g transform={`rotate(${TILT} 100 100)`}>
            <g
              data-testid="cheer-needle"
              data-angle={needleAngle(level)}
              style={{ transform: `rotate(${needleAngle(level)}deg)`, transformOrigin: '100px 100px', transition: 'transform 0.25s ease-out' }}
            >
              <line x1="100" y1="100" x2="28" y2="100" stroke="#0B1F3A" strokeWidth="7" strokeLinecap="round" />
            </g>
          </g>
          <circle cx="100" cy="100" r="11" fill="#0B1F3A" />
        </chakra.svg>
      </chakra.div>
      {/* Said when it changes (at most five times a game), not at every cheer. */}
      <Text data-testid="cheer-bonus" aria-live="polite" fontFamily="heading" fontWeight="900" fontSize="xl" color="navy.900">
        <FormattedMessage {...m.bonus} values={{ bonus }} />
      </Text>
    </Stack>
  );
}
