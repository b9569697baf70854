import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PERIOD_TIMES, periodRangeTime } from '../../../core/period-time';
import { WeekGridLegend } from './week-grid-legend';

/** One block on the grid: a meeting from period `from` to `to` on day 1..7 (Monday first). */
export interface GridBlock {
  key: string;
  day: number;
  from: number;
  to: number;
  title: string;
  detail: string;
  tone: 'own' | 'assistant' | 'basket' | 'conflict';
}

/** Below this width the week turns into day lists (one day when `narrowDay` is given). */
export const NARROW_MEDIA = '@media (max-width: 599.98px)';
/** From this width the whole week shows. */
export const WIDE_MEDIA = '@media (min-width: 600px)';
const DAYS = [1, 2, 3, 4, 5, 6, 7];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '48px repeat(7, minmax(0, 1fr))',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    backgroundColor: tokens.colorNeutralBackground1,
    [NARROW_MEDIA]: {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalS,
      border: 'none',
    },
  },
  corner: {
    gridColumn: 1,
    gridRow: 1,
    padding: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW_MEDIA]: { display: 'none' },
  },
  period: {
    gridColumn: 1,
    padding: '2px 4px',
    color: tokens.colorNeutralForeground3,
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    [NARROW_MEDIA]: { display: 'none' },
  },
  periodTime: { display: 'block', fontSize: tokens.fontSizeBase100 },
  day: {
    display: 'grid',
    gridRow: '1 / -1',
    gridTemplateRows: 'subgrid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    minWidth: 0,
    borderLeft: `1px solid ${tokens.colorNeutralStroke3}`,
    [NARROW_MEDIA]: { display: 'block', borderLeft: 'none' },
  },
  otherDay: { [NARROW_MEDIA]: { display: 'none' } },
  head: {
    gridRow: 1,
    margin: 0,
    padding: tokens.spacingVerticalXS,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW_MEDIA]: { textAlign: 'start', fontSize: tokens.fontSizeBase300, borderBottom: 'none' },
  },
  today: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    [NARROW_MEDIA]: { backgroundColor: 'transparent' },
  },
  date: { display: 'block', fontWeight: tokens.fontWeightRegular, [NARROW_MEDIA]: { display: 'inline' } },
  cell: {
    gridColumn: '1 / -1',
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    [NARROW_MEDIA]: { display: 'none' },
  },
  list: {
    gridRow: '2 / -1',
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateRows: 'subgrid',
    gridAutoColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    zIndex: 1,
    [NARROW_MEDIA]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  },
  block: {
    margin: '2px',
    padding: '4px',
    borderRadius: tokens.borderRadiusSmall,
    overflowWrap: 'anywhere',
    minWidth: 0,
    [NARROW_MEDIA]: { margin: 0, padding: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase300 },
  },
  own: { backgroundColor: tokens.colorBrandBackground2, borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  assistant: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${tokens.colorPaletteGreenBackground1} 6px 9px)`,
    borderLeft: `3px dotted ${tokens.colorPaletteGreenBorder2}`,
  },
  basket: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    borderLeft: `3px dashed ${tokens.colorPaletteYellowBorder2}`,
  },
  conflict: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
  },
  time: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  title: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  detail: { display: 'block', color: tokens.colorNeutralForeground2 },
  tag: { display: 'block', fontStyle: 'italic' },
  empty: {
    display: 'none',
    color: tokens.colorNeutralForeground3,
    [NARROW_MEDIA]: { display: 'block', padding: tokens.spacingVerticalXS },
  },
});

/** 'HH:mm–HH:mm' of a block's periods (empty for periods outside the day's 15). */
const timeOf = (block: GridBlock) => {
  try {
    const { start, end } = periodRangeTime({ from: block.from, to: block.to });
    return `${start}–${end}`;
  } catch {
    return '';
  }
};

/**
 * A Monday-first week with lesson periods as rows; each day is a heading and a list of its
 * blocks (start–end time, title, detail). Below 600 px the days stack as lists, or only
 * `narrowDay` is shown (the timetable's day view). A legend names the tones shown.
 */
export function WeekGrid({
  blocks,
  dates,
  periods = 12,
  narrowDay,
  legend,
  today,
  headingLevel = 2,
}: {
  blocks: GridBlock[];
  /** 'YYYY-MM-DD' of Monday..Sunday. */
  dates?: string[];
  periods?: number;
  /** The day (1..7) shown alone below 600 px. */
  narrowDay?: number;
  /** Tones always named in the legend (besides those on the grid). */
  legend?: GridBlock['tone'][];
  /** 'YYYY-MM-DD' of today: its day is marked when it is one of `dates`. */
  today?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const rows = Math.max(periods, ...blocks.map((b) => b.to));
  const Heading = `h${headingLevel}` as const;
  const tones = [...new Set([...(legend ?? []), ...blocks.map((b) => b.tone)])];
  return (
    <div>
      <div
        className={styles.grid}
        role="group"
        aria-label={intl.formatMessage({ id: 'learn.grid.label' })}
        data-testid="week-grid"
        style={{ gridTemplateRows: `auto repeat(${rows}, minmax(30px, auto))` }}
      >
        <div className={styles.corner} aria-hidden="true">
          {intl.formatMessage({ id: 'learn.grid.period' })}
        </div>
        {Array.from({ length: rows }, (_, index) => (
          <div key={`p${index}`} className={styles.period} style={{ gridRow: index + 2 }} aria-hidden="true">
            {index + 1}
            <small className={styles.periodTime}>{PERIOD_TIMES[index]?.start}</small>
          </div>
        ))}
        {DAYS.map((day) => {
          const ofDay = blocks.filter((b) => b.day === day).sort((a, b) => a.from - b.from);
          const isToday = Boolean(today && dates?.[day - 1] === today);
          return (
            <div
              key={day}
              className={mergeClasses(
                styles.day,
                narrowDay !== undefined && narrowDay !== day && styles.otherDay,
              )}
              style={{ gridColumn: day + 1 }}
              data-testid={`week-day-${day}`}
              data-narrow-shown={narrowDay === undefined || narrowDay === day ? 'true' : 'false'}
            >
              <Heading className={mergeClasses(styles.head, isToday && styles.today)}>
                {intl.formatMessage({ id: `learn.day.${day}` })}
                {dates ? (
                  <span className={styles.date}>
                    {' '}
                    {dates[day - 1].split('-').reverse().slice(0, 2).join('/')}
                  </span>
                ) : null}
                {isToday ? (
                  <span className={styles.date}> {intl.formatMessage({ id: 'learn.timetable.today' })}</span>
                ) : null}
              </Heading>
              {Array.from({ length: rows }, (_, index) => (
                <div
                  key={`c${index}`}
                  className={styles.cell}
                  style={{ gridRow: index + 2 }}
                  aria-hidden="true"
                />
              ))}
              {ofDay.length === 0 ? (
                <p className={styles.empty}>{intl.formatMessage({ id: 'learn.grid.noClasses' })}</p>
              ) : (
                <ul className={styles.list}>
                  {ofDay.map((block) => (
                    <li
                      key={block.key}
                      data-testid={`grid-block-${block.tone}`}
                      className={mergeClasses(styles.block, styles[block.tone])}
                      style={{ gridRow: `${block.from} / ${block.to + 1}` }}
                    >
                      <span className={styles.time}>{timeOf(block)}</span>
                      <span className={styles.title}>{block.title}</span>
                      <span className={styles.detail}>{block.detail}</span>
                      {block.tone === 'own' ? null : (
                        <span className={styles.tag}>
                          {intl.formatMessage({ id: `learn.grid.tone.${block.tone}` })}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      <WeekGridLegend tones={tones} />
    </div>
  );
}
