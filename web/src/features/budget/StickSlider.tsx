import { Box, Slider } from '@chakra-ui/react';
import type { SavingsRange } from '@rink/game';
import { useFormat } from '@/i18n/format';
import { uiArt } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';

interface Props {
  label: string;
  value: number;
  /** The engine's range (savingsRange, rolloverRange): ends, step, and whether ticks thin out. */
  range: SavingsRange;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** Tick values: one per step, or every 5th step when thinned, never more than about 16. */
function tickMarks(min: number, max: number, step: number, thin: boolean): number[] {
  const steps = Math.floor((max - min) / step);
  if (steps <= 0) return [min];
  let every = thin ? 5 : 1;
  while (steps / every > 15) every *= thin ? 2 : 5;
  const marks: number[] = [];
  for (let i = 0; i <= steps; i += every) marks.push(min + i * step);
  if (marks[marks.length - 1] !== max) marks.push(max);
  return marks;
}

/**
 * A slider drawn as a hockey stick with a yellow puck for its thumb (docs/product.md#budget-page).
 * Keyboard: arrows move one step, Page Up/Down bigger steps, Home/End the ends.
 */
export function StickSlider({ label, value, range, disabled = false, onChange }: Props) {
  const format = useFormat();
  const { min, max, step, thinTicks } = range;
  // With one possible value the slider is locked; its track still needs two ends, but only
  // the one real value gets a tick (a tick past it would offer money there is not).
  const top = Math.max(max, min + step);
  const marks = max <= min ? [min] : tickMarks(min, top, step, thinTicks);
  return (
    <Slider.Root
      value={[Math.min(value, top)]}
      min={min}
      max={top}
      step={step}
      disabled={disabled || max <= min}
      thumbAlignment="contain"
      thumbSize={{ width: 72, height: 56 }}
      getAriaValueText={(d) => format.money(d.value)}
      onValueChange={(d) => {
        const next = d.value[0];
        if (next !== undefined) onChange(next);
      }}
      w="full"
      pr={{ base: '48px', md: '72px' }}
      position="relative"
    >
      <Slider.Label srOnly>{label}</Slider.Label>
      <Slider.Control h="84px" cursor="pointer">
        <Slider.Track h="26px" bg="#E2A866" borderWidth="4px" borderColor="#7A4B1E" borderRadius="lg" overflow="visible">
          <Slider.Range bg="repeating-linear-gradient(-55deg, #FFFFFF 0 10px, #D5E1F2 10px 20px)" borderRadius="md" />
        </Slider.Track>
        <Slider.Thumb index={0} w="72px" h="56px" bg="transparent" borderWidth="0" boxShadow="none" _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '2px', borderRadius: 'full' }}>
          <MediaImage src={uiArt.yellowPuck} alt="" w="72px" h="56px" draggable={false} pointerEvents="none" />
          <Slider.HiddenInput />
        </Slider.Thumb>
        <Slider.MarkerGroup top="66px">
          {marks.map((m) => (
            <Slider.Marker key={m} value={m} fontSize="sm" fontWeight="bold" color="navy.800">
              <Box w="3px" h="10px" bg="navy.700" mx="auto" mb="1" />
              {format.money(m)}
            </Slider.Marker>
          ))}
        </Slider.MarkerGroup>
      </Slider.Control>
      {/* The blade at the end of the shaft (decorative). */}
      <Box
        aria-hidden
        position="absolute"
        right={{ base: '0', md: '8px' }}
        top="34px"
        w={{ base: '56px', md: '74px' }}
        h="36px"
        bg="navy.900"
        borderTopRightRadius="3xl"
        borderBottomRightRadius="full"
        borderBottomLeftRadius="xl"
        transform="skewX(-20deg)"
        pointerEvents="none"
      />
    </Slider.Root>
  );
}
