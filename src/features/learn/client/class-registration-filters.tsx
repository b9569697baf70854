import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Option,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { PERIOD_TIMES } from '../../../core';
import { useLocale } from '../../../client/engine';
import type { ClassFilter } from './class-registration-query';
import type { OfferedCourse } from './sources';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  course: { gridColumn: 'span 2', '@media (max-width: 600px)': { gridColumn: 'auto' } },
  control: { minWidth: 0, width: '100%' },
  toggles: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const ANY = '';
const DAYS = [1, 2, 3, 4, 5, 6, 7];

/** The class list's filter bar: search, my programme, course, day, period, teacher, seats left. */
export function ClassRegistrationFilters({
  filter,
  courses,
  onChange,
  onClear,
}: {
  filter: ClassFilter;
  courses: OfferedCourse[];
  onChange: (change: Partial<ClassFilter>) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `learn.classReg.${id}` }, values);
  const courseLabel = (c: OfferedCourse) =>
    `${c.courseCode} ${locale === 'en' && c.courseNameEn ? c.courseNameEn : c.courseName}`;
  const course = courses.find((c) => c.courseId === filter.courseId);
  const dayLabel = (day: number) => intl.formatMessage({ id: `learn.day.${day}` });
  const periodLabel = (period: number) =>
    t('periodOption', { period, start: PERIOD_TIMES[period - 1]?.start ?? '' });
  const numberOf = (value: string | undefined) => (value ? Number(value) : undefined);
  return (
    <div role="search" className={styles.root} aria-label={t('filters')}>
      <Field label={t('searchLabel')} className={styles.wide}>
        <Input
          className={styles.control}
          type="search"
          contentBefore={<SearchRegular />}
          placeholder={t('search')}
          value={filter.search}
          onChange={(_e, d) => onChange({ search: d.value })}
          data-testid="class-search"
        />
      </Field>
      <Field label={t('course')} className={styles.course}>
        <Dropdown
          className={styles.control}
          value={course ? courseLabel(course) : t('allCourses')}
          selectedOptions={[filter.courseId ? String(filter.courseId) : ANY]}
          onOptionSelect={(_e, d) => onChange({ courseId: numberOf(d.optionValue) })}
          data-testid="class-course"
        >
          <Option value={ANY}>{t('allCourses')}</Option>
          {courses.map((c) => (
            <Option key={c.courseId} value={String(c.courseId)}>
              {courseLabel(c)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('day')}>
        <Dropdown
          className={styles.control}
          value={filter.day ? dayLabel(filter.day) : t('anyDay')}
          selectedOptions={[filter.day ? String(filter.day) : ANY]}
          onOptionSelect={(_e, d) => onChange({ day: numberOf(d.optionValue) })}
          data-testid="class-day"
        >
          <Option value={ANY}>{t('anyDay')}</Option>
          {DAYS.map((day) => (
            <Option key={day} value={String(day)}>
              {dayLabel(day)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('period')}>
        <Dropdown
          className={styles.control}
          value={filter.period ? periodLabel(filter.period) : t('anyPeriod')}
          selectedOptions={[filter.period ? String(filter.period) : ANY]}
          onOptionSelect={(_e, d) => onChange({ period: numberOf(d.optionValue) })}
          data-testid="class-period"
        >
          <Option value={ANY}>{t('anyPeriod')}</Option>
          {PERIOD_TIMES.map((_time, index) => (
            <Option key={index + 1} value={String(index + 1)}>
              {periodLabel(index + 1)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('teacher')}>
        <Input
          className={styles.control}
          placeholder={t('teacherPlaceholder')}
          value={filter.teacher}
          onChange={(_e, d) => onChange({ teacher: d.value })}
          data-testid="class-teacher"
        />
      </Field>
      <div className={mergeClasses(styles.wide, styles.toggles)}>
        <Switch
          label={t('inProgram')}
          checked={filter.inProgram}
          onChange={(_e, d) => onChange({ inProgram: d.checked, courseId: undefined })}
          data-testid="class-in-program"
        />
        <Checkbox
          label={t('hasSeats')}
          checked={filter.hasSeats}
          onChange={(_e, d) => onChange({ hasSeats: d.checked === true })}
        />
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
          {t('clear')}
        </Button>
      </div>
    </div>
  );
}
