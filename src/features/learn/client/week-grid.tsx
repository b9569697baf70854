import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PERIOD_TIMES } from '../../../core';

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

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '72px repeat(7, minmax(96px, 1fr))',
    gridAutoRows: 'minmax(30px, auto)',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowX: 'auto',
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: {
    fontWeight: tokens.fontWeightSemibold,
    padding: tokens.spacingVerticalXS,
    textAlign: 'center',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  period: {
    padding: '2px 4px',
    color: tokens.colorNeutralForeground3,
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  cell: {
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  block: {
    margin: '2px',
    padding: '4px',
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
    zIndex: 1,
  },
  own: { backgroundColor: tokens.colorBrandBackground2, borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  assistant: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    borderLeft: `3px solid ${tokens.colorPaletteGreenBorder2}`,
  },
  basket: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    borderLeft: `3px dashed ${tokens.colorPaletteYellowBorder2}`,
  },
  conflict: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
  },
  title: { fontWeight: tokens.fontWeightSemibold, display: 'block' },
});

/** A Monday-first week with lesson periods as rows; blocks span their periods. */
export function WeekGrid({
  blocks,
  dates,
  periods = 12,
}: {
  blocks: GridBlock[];
  dates?: string[];
  periods?: number;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const rows = Math.max(periods, ...blocks.map((b) => b.to));
  const days = [1, 2, 3, 4, 5, 6, 7];
  return (
    <div
      className={styles.grid}
      role="table"
      aria-label={intl.formatMessage({ id: 'learn.grid.label' })}
      data-testid="week-grid"
    >
      <div className={styles.head} role="columnheader">
        {intl.formatMessage({ id: 'learn.grid.period' })}
      </div>
      {days.map((day) => (
        <div
          key={day}
          className={styles.head}
          role="columnheader"
          style={{ gridColumn: day + 1, gridRow: 1 }}
        >
          {intl.formatMessage({ id: `learn.day.${day}` })}
          {dates ? <div>{dates[day - 1].split('-').reverse().slice(0, 2).join('/')}</div> : null}
        </div>
      ))}
      {Array.from({ length: rows }, (_, index) => (
        <div key={`p${index}`} className={styles.period} style={{ gridColumn: 1, gridRow: index + 2 }}>
          {index + 1} <small>{PERIOD_TIMES[index]?.start}</small>
        </div>
      ))}
      {Array.from({ length: rows * 7 }, (_, index) => (
        <div
          key={`c${index}`}
          className={styles.cell}
          style={{ gridColumn: (index % 7) + 2, gridRow: Math.floor(index / 7) + 2 }}
        />
      ))}
      {blocks.map((block) => (
        <div
          key={block.key}
          role="cell"
          data-testid={`grid-block-${block.tone}`}
          className={mergeClasses(styles.block, styles[block.tone])}
          style={{ gridColumn: block.day + 1, gridRow: `${block.from + 1} / ${block.to + 2}` }}
          title={`${block.title} — ${block.detail}`}
        >
          <span className={styles.title}>{block.title}</span>
          {block.detail}
        </div>
      ))}
    </div>
  );
}
