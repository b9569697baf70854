import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../core/dates';
import { useLocale } from '../../../client/engine/engine-config';
import { WIDE_MEDIA } from './week-grid';

const useStyles = makeStyles({
  picker: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXXS,
    [WIDE_MEDIA]: { display: 'none' },
  },
  day: {
    minWidth: 0,
    padding: `${tokens.spacingVerticalXS} 0`,
    flexDirection: 'column',
    lineHeight: tokens.lineHeightBase200,
    fontSize: tokens.fontSizeBase200,
  },
  date: { fontWeight: tokens.fontWeightRegular },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * The phone day view's day picker: Monday..Sunday of the shown week as toggle buttons (short
 * name and date; today is named for screen readers, the full date is the tooltip). Hidden from
 * 600 px, where the whole week shows.
 */
export function TimetableDayPicker({
  dates,
  day,
  today,
  onDay,
}: {
  /** 'YYYY-MM-DD' of Monday..Sunday. */
  dates: string[];
  day: number;
  today: string;
  onDay: (day: number) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div
      className={styles.picker}
      role="group"
      aria-label={intl.formatMessage({ id: 'learn.timetable.dayPicker' })}
      data-testid="day-picker"
    >
      {dates.map((date, index) => {
        const value = index + 1;
        const isToday = date === today;
        return (
          <Button
            key={date}
            className={styles.day}
            appearance={value === day ? 'primary' : isToday ? 'outline' : 'subtle'}
            aria-pressed={value === day}
            title={intl.formatMessage(
              { id: 'learn.timetable.dayName' },
              {
                day: intl.formatMessage({ id: `learn.day.${value}` }),
                date: formatDate({ value: date, locale }),
              },
            )}
            onClick={() => onDay(value)}
            data-testid={`day-${value}`}
          >
            <span>{intl.formatMessage({ id: `learn.dayShort.${value}` })}</span>{' '}
            <span className={styles.date}>
              {date.slice(8, 10)}/{date.slice(5, 7)}
            </span>
            {isToday ? ' ' : null}
            {isToday ? (
              <span className={styles.hidden}>{intl.formatMessage({ id: 'learn.timetable.today' })}</span>
            ) : null}
          </Button>
        );
      })}
    </div>
  );
}
