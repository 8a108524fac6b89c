import { useIntl } from 'react-intl';
import { partName, percentText, type PartAverage } from './learning-figures';

/** Before in the navy the dashboard uses for the past, after in the brand colour. */
export const BEFORE_COLOUR = '#5277B5'; // navy.400: 3:1 and more against white, as a graphic needs
export const AFTER_COLOUR = '#0B7A85'; // brand.600
const INK = '#0B1F3A'; // navy.900
const GRID = '#D5E1F2'; // navy.100

// Drawing units (the SVG scales to its box): a plot 100 units of percent tall.
const WIDTH = 640;
const TOP = 28; // room for the figure above a full bar
const PLOT = 200;
const BOTTOM = 34; // the areas' names
const LEFT = 58; // the percent scale: room for "100%" (it was cut at 44)
const GROUP_GAP = 28;
const BAR_GAP = 6;

/**
 * Grouped bars, before and after, percent right, for each area and overall. Plain SVG, not the
 * chart library: four groups of two bars need no more, it draws in the first paint (the printed
 * report is taken straight after it renders), and the dashboard's chunk stays free of Recharts.
 * The drawing is for the eye (aria-hidden): the table beside it carries the same figures.
 */
export function GroupedBars({ parts }: { parts: readonly PartAverage[] }) {
  const intl = useIntl();
  const groupWidth = (WIDTH - LEFT - GROUP_GAP * parts.length) / Math.max(1, parts.length);
  const barWidth = (groupWidth - BAR_GAP) / 2;
  const y = (value: number) => TOP + PLOT - (PLOT * value) / 100;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${TOP + PLOT + BOTTOM}`} width="100%" aria-hidden="true" focusable="false" style={{ display: 'block', maxWidth: '100%' }}>
      {[0, 50, 100].map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke={GRID} strokeWidth={tick === 0 ? 2 : 1} />
          <text x={LEFT - 6} y={y(tick) + 5} textAnchor="end" fontSize="14" fill={INK}>
            {percentText(intl, tick)}
          </text>
        </g>
      ))}
      {parts.map((part, index) => {
        const x = LEFT + GROUP_GAP / 2 + index * (groupWidth + GROUP_GAP);
        const bars = [
          { key: 'before', value: part.before, colour: BEFORE_COLOUR, x },
          { key: 'after', value: part.after, colour: AFTER_COLOUR, x: x + barWidth + BAR_GAP },
        ];
        return (
          <g key={part.part}>
            {bars.map((bar) =>
              bar.value === null ? (
                // No check at that moment yet: a dash on the axis, not a bar of 0%.
                <text key={bar.key} x={bar.x + barWidth / 2} y={y(0) - 6} textAnchor="middle" fontSize="15" fill={INK}>
                  {percentText(intl, null)}
                </text>
              ) : (
                <g key={bar.key}>
                  <rect x={bar.x} y={y(bar.value)} width={barWidth} height={Math.max(2, y(0) - y(bar.value))} rx="3" fill={bar.colour} />
                  <text x={bar.x + barWidth / 2} y={y(bar.value) - 7} textAnchor="middle" fontSize="15" fontWeight="bold" fill={INK}>
                    {percentText(intl, bar.value)}
                  </text>
                </g>
              ),
            )}
            <text x={x + groupWidth / 2} y={TOP + PLOT + 24} textAnchor="middle" fontSize="16" fontWeight={part.part === 'overall' ? 'bold' : 'normal'} fill={INK}>
              {partName(intl, part.part)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
