import { useState } from 'react';
import { Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import type { DatePickerProps } from '@fluentui/react-datepicker-compat';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DATE_PATTERNS, formatDate, parseDate } from '../../../../core';
import { useLocale } from '../../engine-config';
import { calendarStrings } from './calendar-strings';

/** SPEC §9: weeks start on Monday (Fluent's DayOfWeek.Monday). */
const MONDAY: NonNullable<DatePickerProps['firstDayOfWeek']> = 1;

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

function parseTyped(text: string): Date | null {
  for (const pattern of TYPED_PATTERNS) {
    const parsed = parseDate({ text: text.trim(), pattern });
    if (parsed) return parsed.toDate();
  }
  return null;
}

function toOptionDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

/**
 * A date typed as dd/mm/yyyy or picked from a calendar whose weeks start on Monday. Stores
 * 'YYYY-MM-DD' (JSON Schema `format: date`), or an ISO timestamp for `format: date-time`.
 * ui:options `minDate` / `maxDate` ('YYYY-MM-DD') bound the choice.
 */
export function DateWidget(props: WidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    value,
    onChange,
    onBlur,
    schema,
    options,
    placeholder,
  } = props;
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [hasTypo, setHasTypo] = useState(false);
  const current = toOptionDate(value);
  const isDateTime = schema.format === 'date-time';

  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <Label htmlFor={id} required={required} disabled={disabled}>
          {label}
        </Label>
      )}
      <DatePicker
        id={id}
        value={current ?? null}
        allowTextInput
        disabled={disabled || readonly}
        firstDayOfWeek={MONDAY}
        strings={calendarStrings({ locale, intl })}
        placeholder={placeholder || intl.formatMessage({ id: 'engine.date.placeholder' })}
        formatDate={(date) => (date ? formatDate({ value: date, locale, pattern: DATE_PATTERNS.vi }) : '')}
        parseDateFromString={parseTyped}
        minDate={toOptionDate(options.minDate)}
        maxDate={toOptionDate(options.maxDate)}
        popupSurface={{ 'aria-label': intl.formatMessage({ id: 'engine.date.calendar' }) }}
        onValidationResult={(data) => setHasTypo(data.error === 'invalid-input')}
        onSelectDate={(date) => {
          setHasTypo(false);
          if (!date) {
            onChange(options.emptyValue);
            return;
          }
          onChange(isDateTime ? date.toISOString() : dayjs(date).format('YYYY-MM-DD'));
        }}
        onBlur={() => onBlur(id, value)}
      />
      {hasTypo ? (
        <Text role="alert" className={styles.error} size={200}>
          {intl.formatMessage({ id: 'engine.date.invalid' })}
        </Text>
      ) : null}
    </div>
  );
}
