import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { GridBlock } from './week-grid';

const useStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: 0,
    listStyle: 'none',
    fontSize: tokens.fontSizeBase200,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '20px', height: '14px', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
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
});

/** What each kind of block on the week grid means (colour, pattern and name). */
export function WeekGridLegend({ tones }: { tones: GridBlock['tone'][] }) {
  const styles = useStyles();
  const intl = useIntl();
  if (tones.length === 0) return null;
  return (
    <ul
      className={styles.legend}
      aria-label={intl.formatMessage({ id: 'learn.grid.legend' })}
      data-testid="week-grid-legend"
    >
      {tones.map((tone) => (
        <li key={tone} className={styles.item}>
          <span className={mergeClasses(styles.swatch, styles[tone])} aria-hidden="true" />
          {intl.formatMessage({ id: `learn.grid.tone.${tone}` })}
        </li>
      ))}
    </ul>
  );
}
