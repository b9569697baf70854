import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button, Input, Label, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DATE_PATTERNS, formatDate, parseDate } from '../../../../core/dates';
import { useLocale } from '../../engine-config';

// The month grid is loaded the first time a calendar is opened: typing a date needs none of it.
const DateCalendar = lazy(() => import('./date-calendar'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Typed dates are read day first in both languages ('31/12/2024', also '31-12-24'). */
const TYPED_PATTERNS = [
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
  'DD/MM/YY',
  'D/M/YY',
  'DD.MM.YYYY',
];

/** The date a text names, or null. */
export function parseTypedDate(text: string): Date | null {
  for (const pattern of TYPED_PATTERNS) {
    const parsed = parseDate({ text: text.trim(), pattern });
    if (parsed) return parsed.toDate();
  }
  return null;
}

function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

type Problem = 'invalid' | 'tooEarly' | 'tooLate' | null;

/**
 * A date typed as dd/mm/yyyy or picked from a calendar whose weeks start on Monday. Stores
 * 'YYYY-MM-DD' (JSON Schema `format: date`), or an ISO timestamp for `format: date-time`.
 * ui:options `minDate` / `maxDate` ('YYYY-MM-DD') bound the choice. A date that cannot be read,
 * or lies outside the bounds, is said so under the field and clears the value (so a required
 * field is not sent with the old one).
 */
export function DateWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, value, onChange, onBlur, schema, options } =
    props;
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const calendarId = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = toDate(value);
  const minDate = toDate(options.minDate);
  const maxDate = toDate(options.maxDate);
  const show = (date: Date | undefined) =>
    date ? formatDate({ value: date, locale, pattern: DATE_PATTERNS.vi }) : '';
  const [text, setText] = useState(() => show(current));
  const [problem, setProblem] = useState<Problem>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The value this widget last stored: another value comes from outside (a draft, a reset).
  const stored = useRef<unknown>(value);
  useEffect(() => {
    if (value === stored.current) return;
    stored.current = value;
    setText(show(toDate(value)));
    setProblem(null);
    // `show` changes with the locale only, and the text follows the value, not the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const store = (next: unknown) => {
    stored.current = next;
    onChange(next);
  };
  const toValue = (date: Date) =>
    schema.format === 'date-time' ? date.toISOString() : dayjs(date).format('YYYY-MM-DD');
  const choose = (date: Date) => {
    setProblem(null);
    setText(show(date));
    store(toValue(date));
  };
  /** Reads the typed text: a date in bounds is stored and shown in full, anything else is said. */
  const commit = () => {
    if (!text.trim()) {
      setProblem(null);
      if (value !== undefined && value !== options.emptyValue) store(options.emptyValue);
      return;
    }
    const date = parseTypedDate(text);
    const problemOf: Problem = !date
      ? 'invalid'
      : minDate && dayjs(date).isBefore(minDate, 'day')
        ? 'tooEarly'
        : maxDate && dayjs(date).isAfter(maxDate, 'day')
          ? 'tooLate'
          : null;
    if (!date || problemOf) {
      setProblem(problemOf);
      if (value !== undefined && value !== options.emptyValue) store(options.emptyValue);
      return;
    }
    choose(date);
  };
  const problemText =
    problem === 'invalid'
      ? intl.formatMessage({ id: 'engine.date.invalid' })
      : problem === 'tooEarly'
        ? intl.formatMessage({ id: 'engine.date.tooEarly' }, { date: show(minDate) })
        : problem === 'tooLate'
          ? intl.formatMessage({ id: 'engine.date.tooLate' }, { date: show(maxDate) })
          : null;
  const isLocked = disabled || readonly;

  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <Label htmlFor={id} required={required} disabled={disabled}>
          {label}
        </Label>
      )}
      <Input
        id={id}
        ref={input}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        autoComplete="off"
        placeholder={props.placeholder || intl.formatMessage({ id: 'engine.date.placeholder' })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}__date-problem` : undefined}
        onChange={(_event, data) => setText(data.value)}
        onBlur={() => {
          commit();
          onBlur(id, value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            icon={<CalendarLtrRegular />}
            disabled={isLocked}
            aria-label={intl.formatMessage({ id: 'engine.date.openCalendar' })}
            aria-expanded={isOpen}
            aria-controls={isOpen ? calendarId : undefined}
            onClick={() => setIsOpen(!isOpen)}
          />
        }
      />
      {isOpen && !isLocked ? (
        <Suspense fallback={<Spinner size="tiny" />}>
          <DateCalendar
            id={calendarId}
            value={current}
            minDate={minDate}
            maxDate={maxDate}
            onSelect={(date) => {
              choose(date);
              setIsOpen(false);
              input.current?.focus();
            }}
            onDismiss={() => {
              setIsOpen(false);
              input.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      {problemText ? (
        <Text id={`${id}__date-problem`} role="alert" className={styles.error} size={200}>
          {problemText}
        </Text>
      ) : null}
    </div>
  );
}
