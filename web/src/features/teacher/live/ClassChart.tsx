import { useEffect, useId, useMemo, useState, type ComponentProps } from 'react';
import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { statsMessages as m } from './messages';

interface Bar {
  label: string;
  value: number;
}

interface Props {
  title: string;
  bars: readonly Bar[];
  /** The column of figures in the chart's table: 'Students', 'Minutes'. */
  valueLabel: string;
  /** Bar colour (a palette token). */
  color: string;
  /** The most room the names may take at the bars' left (a share of the chart's width): they take less when they are shorter. */
  labelShare?: string;
}

const ROW = 34; // px per bar
const INK = '#0B1F3A'; // navy.900

/**
 * A horizontal bar chart (Recharts through Chakra's chart frame) with the names on its left,
 * each starting at the chart's edge and cut at its end with an ellipsis only when it does not
 * fit (the whole name in its tooltip), the figure at the end of each bar. The drawing is for
 * the eye; screen readers get the same figures as a table.
 *
 * A bar's tooltip (its name and figure) keeps to WCAG 1.4.13: it stays at the chart's left edge
 * rather than following the pointer, so the pointer can move onto it and it stays (its own moves
 * do not reach the chart); Escape hides it without closing the dialog around the chart, until the
 * pointer goes to another bar or leaves the chart (e2e/browser/a11y-checks.test.ts).
 */
export function ClassChart({ title, bars, valueLabel, color, labelShare = '55%' }: Props) {
  const intl = useIntl();
  const id = useId();
  const data = useMemo(() => bars.map((bar, index) => ({ key: `${index}`, label: bar.label, value: bar.value })), [bars]);
  const chart = useChart({ data, series: [{ name: 'value', color, label: valueLabel }] });
  const height = Math.max(1, bars.length) * ROW;
  const tip = useDismissableTip();
  return (
    <Box as="figure" aria-labelledby={`${id}-title`} bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p="3" m="0" minW="0">
      <Heading as="h3" size="md" color="navy.900" mb="2" id={`${id}-title`}>
        {title}
      </Heading>
      {bars.length === 0 ? (
        <chakra.p fontSize="md" color="navy.800">
          {intl.formatMessage(m.noStudents)}
        </chakra.p>
      ) : (
        // The names are page text beside the drawing, one per bar's row: the browser cuts a long
        // one at its end (an ellipsis), with the whole name in its tooltip.
        <Grid aria-hidden="true" templateColumns={`fit-content(${labelShare}) minmax(8rem, 1fr)`} columnGap="2" alignItems="start">
          <chakra.ul listStyleType="none" m="0" p="0">
            {bars.map((bar, index) => (
              <Text as="li" key={`${bar.label}-${index}`} className="class-chart-name" h={`${ROW}px`} lineHeight={`${ROW}px`} fontSize="md" color="navy.900" truncate title={bar.label}>
                {bar.label}
              </Text>
            ))}
          </chakra.ul>
          <Chart.Root chart={chart} aspectRatio="auto" h={`${height}px`} minW="0" textStyle="md">
            <BarChart
              responsive
              style={{ width: '100%', height: '100%' }}
              data={chart.data}
              layout="vertical"
              margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
              accessibilityLayer={false}
              barCategoryGap={6}
              onMouseMove={(state) => tip.pointAt(state.isTooltipActive ? String(state.activeTooltipIndex) : null)}
              onMouseLeave={() => tip.pointAt(null)}
            >
              <XAxis type="number" hide domain={[0, (max: number) => Math.max(1, max)]} />
              <YAxis type="category" dataKey="key" hide />
              <Tooltip
                cursor={{ fill: 'rgba(11, 31, 58, 0.06)' }}
                animationDuration={0}
                active={tip.dismissed ? false : undefined}
                position={{ x: 0 }}
                wrapperStyle={{ pointerEvents: 'auto' }}
                content={<TipContent valueLabel={valueLabel} />}
                labelFormatter={(key) => data[Number(key)]?.label ?? ''}
              />
              <Bar dataKey={chart.key('value')} fill={chart.color(color)} radius={4} isAnimationActive={false} minPointSize={3}>
                <LabelList dataKey="value" position="right" fill={INK} fontSize={15} fontWeight="bold" />
              </Bar>
            </BarChart>
          </Chart.Root>
        </Grid>
      )}
      {/* The figures in words: the chart's table, for screen readers. */}
      <chakra.table srOnly>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.name)}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar, index) => (
            <tr key={`${bar.label}-${index}`}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** A bar's name and figure; the pointer on it is not a move over the chart's bars (Recharts passes the tooltip's props). */
function TipContent({ valueLabel, ...props }: ComponentProps<typeof Chart.Tooltip> & { valueLabel: string }) {
  return (
    <Box onMouseMove={(event) => event.stopPropagation()}>
      <Chart.Tooltip {...props} hideIndicator formatter={(value: number) => [value, valueLabel]} />
    </Box>
  );
}

/**
 * Which bar the pointer is on (null: none) and whether Escape has hidden its tooltip. Escape is
 * taken before the dialog's own handler sees it, only while a tooltip shows.
 */
function useDismissableTip() {
  const [tip, setTip] = useState<{ at: string | null; dismissed: boolean }>({ at: null, dismissed: false });
  const showing = tip.at !== null && !tip.dismissed;
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setTip((now) => ({ ...now, dismissed: true }));
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [showing]);
  return {
    dismissed: tip.dismissed,
    pointAt: (at: string | null) => setTip((now) => (now.at === at ? now : { at, dismissed: false })),
  };
}
