import { useEffect, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Calendar } from '@fluentui/react-calendar-compat';
import type { CalendarProps } from '@fluentui/react-calendar-compat';
import { useIntl } from 'react-intl';
import { useLocale } from '../../engine-config';
import { calendarStrings } from './calendar-strings';

/** SPEC §9: weeks start on Monday (Fluent's DayOfWeek.Monday). */
const MONDAY: NonNullable<CalendarProps['firstDayOfWeek']> = 1;

const useStyles = makeStyles({
  root: {
    alignSelf: 'flex-start',
    maxWidth: '100%',
    marginTop: '4px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowX: 'auto',
  },
});

/** Props of `DateCalendar`. */
export interface DateCalendarProps {
  id: string;
  value: Date | undefined;
  minDate?: Date;
  maxDate?: Date;
  onSelect: (date: Date) => void;
  /** Escape, or the calendar's close button. */
  onDismiss: () => void;
}

/**
 * The month grid under a date field, in the user's language with weeks starting on Monday: the
 * date widget loads it (~20 KB gzip) the first time a calendar is opened. It takes the focus when
 * it opens (the selected day, else today).
 */
export function DateCalendar({ id, value, minDate, maxDate, onSelect, onDismiss }: DateCalendarProps) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const root = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const element = root.current;
    element?.querySelector<HTMLElement>('[aria-selected="true"] button, td button[tabindex="0"]')?.focus();
    // Escape closes the calendar (the dialog's own key handling, so not a JSX handler on a div).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      dismiss.current();
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div
      ref={root}
      id={id}
      role="dialog"
      aria-label={intl.formatMessage({ id: 'engine.date.calendar' })}
      className={styles.root}
    >
      <Calendar
        value={value}
        firstDayOfWeek={MONDAY}
        strings={calendarStrings({ locale, intl })}
        minDate={minDate}
        maxDate={maxDate}
        showGoToToday
        showCloseButton
        highlightSelectedMonth
        onSelectDate={onSelect}
        onDismiss={onDismiss}
      />
    </div>
  );
}

export default DateCalendar;
