import { Input, Label, makeStyles, Spinner } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { formatSemester } from '../../../../core';
import { useLocale } from '../../engine-config';
import { SEMESTERS_SOURCE } from '../../semesters-source';
import type { Semester } from '../../../../generated';
import { useSource } from '../../use-source';
import { SelectWidget } from './select-widget';

/** What the picker needs of a semester. */
type SemesterChoice = Pick<Semester, 'semester' | 'endDate'>;

/** Today as 'YYYY-MM-DD' on the reader's clock (semester end dates are calendar days). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The semesters not over yet, in order: the ones a student can still ask to study in. */
const openSemesters = ({ semesters, on }: { semesters: readonly SemesterChoice[]; on: string }) =>
  semesters
    .filter((item) => item.endDate >= on)
    .map((item) => item.semester)
    .sort();

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '2px' } });

/**
 * A semester picked by name ("Học kỳ 2 năm học 2026–2027"), never typed as a code: the semesters
 * that are not over yet. Stores the code ("20262"). While the list loads a spinner shows; if it
 * cannot load, the code can still be typed (the field's pattern checks it).
 */
export function SemesterWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, value, onChange, onBlur, rawErrors } = props;
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const semesters = useSource(SEMESTERS_SOURCE, {});
  const current = typeof value === 'string' ? value : '';
  const choices = openSemesters({ semesters: semesters.data ?? [], on: today() });
  if (current && !choices.includes(current)) choices.unshift(current);
  const invalid = (rawErrors ?? []).length > 0 || undefined;
  const heading = hideLabel ? null : (
    <Label htmlFor={id} required={required} disabled={disabled}>
      {label}
    </Label>
  );
  if (semesters.isLoading)
    return (
      <div className={styles.root}>
        {heading}
        <Spinner size="tiny" label={intl.formatMessage({ id: 'engine.form.loadingOptions' })} />
      </div>
    );
  if (semesters.error || choices.length === 0)
    return (
      <div className={styles.root}>
        {heading}
        <Input
          id={id}
          value={current}
          inputMode="numeric"
          disabled={disabled || readonly}
          aria-invalid={invalid}
          onChange={(_event, data) => onChange(data.value.trim() || undefined)}
          onBlur={() => onBlur(id, value)}
        />
      </div>
    );
  // The same picker as the other selects, so its placeholder, clear button and keyboard match.
  return (
    <SelectWidget
      {...props}
      options={{
        ...props.options,
        enumOptions: choices.map((code) => ({
          value: code,
          label: formatSemester({ semester: code, locale }),
        })),
      }}
      placeholder={props.placeholder || intl.formatMessage({ id: 'engine.form.chooseSemester' })}
    />
  );
}
