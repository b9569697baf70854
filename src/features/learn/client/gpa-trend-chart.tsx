import { tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { NARROW_QUERY, useMediaQuery } from '../../../client/engine/list/use-media-query';
import { formatSemester, parseSemesterCode } from '../../../core';

/** One point per semester. */
export interface TrendPoint {
  semester: string;
  gpa: number;
  cpa: number;
}

/** 'Học kỳ 1 năm học 2024–2025' -> ['Học kỳ 1', '2024–2025']; 'Semester 1, 2024–2025' -> ['Semester 1', '2024–2025']. */
export const splitSemesterLabel = (label: string): [string, string] => {
  const match = /^(.*?)(?:,| năm học) (\d{4}–\d{4})$/.exec(label);
  return match ? [match[1], match[2]] : [label, ''];
};

/** Width of one short axis label on a phone ('Sem 1' over '23–24'), in chart units (≈ px). */
const SHORT_LABEL_WIDTH = 44;

/**
 * Which points get an axis label on a phone: every `step`-th counted back from the latest, so the
 * latest semester is always named and labels never touch.
 */
export const labelledOnPhone = ({ count, plotWidth }: { count: number; plotWidth: number }) => {
  const step = count <= 1 ? 1 : Math.max(1, Math.ceil(SHORT_LABEL_WIDTH / (plotWidth / (count - 1))));
  return (index: number) => (count - 1 - index) % step === 0;
};

/**
 * A small hand-made SVG line chart of GPA and CPA (4 scale) per semester. On a phone it is drawn
 * at the width it is shown (so 11 px text stays 11 px) with short labels ('HK1' over '23–24').
 */
export function GpaTrendChart({ points }: { points: TrendPoint[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const width = isNarrow ? 360 : 560;
  const height = 200;
  const fontSize = isNarrow ? 11 : 10;
  // The legend sits in the top band, above the highest mark (4), so no line runs through it.
  const pad = { left: 32, right: 40, top: 28, bottom: 40 };
  const x = (index: number) =>
    pad.left + (points.length <= 1 ? 0 : (index * (width - pad.left - pad.right)) / (points.length - 1));
  const isLabelled = isNarrow
    ? labelledOnPhone({ count: points.length, plotWidth: width - pad.left - pad.right })
    : () => true;
  const axisLabel = (semester: string): [string, string] => {
    const parts = parseSemesterCode(semester);
    if (!isNarrow || !parts) return splitSemesterLabel(formatSemester({ semester, locale }));
    const years = `${String(parts.year % 100).padStart(2, '0')}–${String((parts.year + 1) % 100).padStart(2, '0')}`;
    return [intl.formatMessage({ id: 'learn.grades.trendTerm' }, { term: String(parts.term) }), years];
  };
  const y = (value: number) => pad.top + (1 - value / 4) * (height - pad.top - pad.bottom);
  const line = (key: 'gpa' | 'cpa') =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={intl.formatMessage({ id: 'learn.grades.trend' })}
      style={{ maxWidth: width }}
    >
      {[0, 1, 2, 3, 4].map((tick) => (
        <g key={tick}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tokens.colorNeutralStroke3}
          />
          <text x={4} y={y(tick) + 4} fontSize={fontSize} fill={tokens.colorNeutralForeground3}>
            {tick}
          </text>
        </g>
      ))}
      {points.map((p, i) => {
        if (!isLabelled(i)) return null;
        // Two lines (the whole name is too wide under a point): term over years.
        const [term, years] = axisLabel(p.semester);
        return (
          <text
            key={p.semester}
            x={x(i)}
            y={height - 22}
            fontSize={fontSize}
            textAnchor="middle"
            fill={tokens.colorNeutralForeground3}
          >
            <tspan x={x(i)}>{term}</tspan>
            <tspan x={x(i)} dy="12">
              {years}
            </tspan>
          </text>
        );
      })}
      <path d={line('gpa')} fill="none" stroke={tokens.colorPaletteMarigoldBorderActive} strokeWidth={2} />
      <path d={line('cpa')} fill="none" stroke={tokens.colorBrandForeground1} strokeWidth={2.5} />
      {points.map((p, i) => (
        <circle key={`c${p.semester}`} cx={x(i)} cy={y(p.cpa)} r={3} fill={tokens.colorBrandForeground1}>
          <title>{`${formatSemester({ semester: p.semester, locale })}: CPA ${p.cpa} · GPA ${p.gpa}`}</title>
        </circle>
      ))}
      <text x={width - pad.right - 120} y={14} fontSize="11" fill={tokens.colorBrandForeground1}>
        — CPA
      </text>
      <text x={width - pad.right - 60} y={14} fontSize="11" fill={tokens.colorPaletteMarigoldBorderActive}>
        — GPA
      </text>
    </svg>
  );
}
