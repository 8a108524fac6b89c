import { useId } from 'react';
import { Box, Heading } from '@chakra-ui/react';

export interface Bar {
  label: string;
  value: number;
}

interface Props {
  title: string;
  bars: readonly Bar[];
  /** How a value reads in the text alternative: '3 students', '12 minutes'. */
  describe: (value: number) => string;
  /** Bar colour (a palette token's value). */
  color: string;
}

const ROW = 30; // px per bar
const LABEL_WIDTH = 140; // px for the names on the left
const CHART_WIDTH = 420; // px of the drawing: drawn 1:1 where it fits, scaled down where not
const VALUE_ROOM = 50; // px kept right of the longest bar for its figure

/**
 * A small horizontal bar chart drawn by hand in SVG (no chart library for two charts).
 * Screen readers get the figures in words: the SVG is one image named by its title,
 * described by a sentence that lists every bar (the student stats table below says them too).
 */
export function BarChart({ title, bars, describe, color }: Props) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = Math.max(ROW, bars.length * ROW) + 8;
  const scale = (CHART_WIDTH - LABEL_WIDTH - VALUE_ROOM) / max;
  const text = bars.length === 0 ? 'No students yet.' : `${bars.map((bar) => `${bar.label}: ${describe(bar.value)}`).join('; ')}.`;
  return (
    <Box as="figure" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p="3" m="0">
      <Heading as="h3" size="md" color="navy.900" mb="2" id={`${id}-title`}>
        {title}
      </Heading>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        width={CHART_WIDTH}
        height={height}
        style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
      >
        {bars.map((bar, index) => {
          const y = 4 + index * ROW;
          const width = Math.max(bar.value > 0 ? 3 : 0, bar.value * scale);
          return (
            <g key={`${bar.label}-${index}`}>
              <text x={LABEL_WIDTH - 8} y={y + ROW / 2 + 5} textAnchor="end" fontSize="15" fill="#0B1F3A">
                {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW - 10} rx="4" fill={color} />
              <text x={LABEL_WIDTH + width + 6} y={y + ROW / 2 + 5} fontSize="15" fontWeight="bold" fill="#0B1F3A">
                {bar.value}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The figures in words for a screen reader; the bars carry them for the eye. */}
      <Box as="figcaption" id={`${id}-desc`} srOnly>
        {text}
      </Box>
    </Box>
  );
}
