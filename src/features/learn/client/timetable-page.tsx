import { useState } from 'react';
import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ArrowTabList } from '../../../client/engine/arrow-tab-list';
import { useLocale } from '../../../client/engine/engine-config';
import { lazyView } from '../../../client/engine/lazy-views';
import { useSource } from '../../../client/engine/use-source';
import { useTimeZone } from '../../../client/engine/use-time-zone';
import { formatSemester } from '../../../core/format-semester';
import { localDate } from '../../../core/local-date-time';
import { CalendarExport } from './calendar-export';
import { TimetableWeekView } from './timetable-week-view';
import { TIMETABLE_ASSISTED, TIMETABLE_EXAMS, TIMETABLE_OWN } from './timetable-source-calls';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { flexWrap: 'wrap' },
});

type View = 'week' | 'list' | 'assistant' | 'exams' | 'calendar';

// The lists are tables (Fluent's Table): their code loads when their tab is chosen, not with the week.
const TimetableSlotList = lazyView(() =>
  import('./timetable-lists').then((lists) => lists.TimetableSlotList),
);
const TimetableExamList = lazyView(() =>
  import('./timetable-lists').then((lists) => lists.TimetableExamList),
);

/**
 * /learn/timetable: the week (Monday first, periods as rows; one day with a day picker on
 * phones), the list, the assistant timetable (only for assistants), exams and the calendar export.
 */
export default function TimetablePage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [view, setView] = useState<View>('week');
  const own = useSource(TIMETABLE_OWN.name, TIMETABLE_OWN.params);
  const assisted = useSource(TIMETABLE_ASSISTED.name, TIMETABLE_ASSISTED.params);
  const exams = useSource(TIMETABLE_EXAMS.name, TIMETABLE_EXAMS.params);
  const timeZone = useTimeZone();
  // The university's today (as on the home page), not the browser's: a student abroad sees the same week.
  const [today] = useState(() => localDate({ now: new Date(), timeZone }));
  // The title shows at once, while the timetable loads or if it fails.
  const title = <Title2 as="h1">{intl.formatMessage({ id: 'learn.timetable.title' })}</Title2>;
  if (own.error)
    return (
      <div className={styles.root}>
        {title}
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'learn.error' })}</MessageBarBody>
        </MessageBar>
      </div>
    );
  if (!own.data)
    return (
      <div className={styles.root}>
        {title}
        <Spinner label={intl.formatMessage({ id: 'learn.loading' })} />
      </div>
    );
  const { semester } = own.data;
  const assistedSlots = assisted.data?.data ?? [];
  // The assistant tab only for students who assist a class (most assist none).
  const hasAssisted = assistedSlots.length > 0;
  const shown = view === 'assistant' && !hasAssisted ? 'week' : view;
  return (
    <div className={styles.root}>
      {title}
      <Text data-testid="timetable-semester">{formatSemester({ semester: semester.semester, locale })}</Text>
      <ArrowTabList
        className={styles.tabs}
        selectedValue={shown}
        onTabSelect={(_e, data) => setView(data.value as View)}
      >
        <Tab value="week">{intl.formatMessage({ id: 'learn.timetable.week' })}</Tab>
        <Tab value="list">{intl.formatMessage({ id: 'learn.timetable.list' })}</Tab>
        {hasAssisted ? (
          <Tab value="assistant">{intl.formatMessage({ id: 'learn.timetable.assistant' })}</Tab>
        ) : null}
        <Tab value="exams">{intl.formatMessage({ id: 'learn.timetable.exams' })}</Tab>
        <Tab value="calendar">{intl.formatMessage({ id: 'learn.calendar.title' })}</Tab>
      </ArrowTabList>
      {shown === 'week' ? (
        <TimetableWeekView span={semester} today={today} own={own.data.data} assisted={assistedSlots} />
      ) : null}
      {shown === 'list' ? (
        <TimetableSlotList slots={own.data.data} label={intl.formatMessage({ id: 'learn.timetable.list' })} />
      ) : null}
      {shown === 'assistant' ? (
        <TimetableSlotList
          slots={assistedSlots}
          label={intl.formatMessage({ id: 'learn.timetable.assistant' })}
        />
      ) : null}
      {shown === 'exams' ? <TimetableExamList classes={exams.data?.data ?? []} /> : null}
      {shown === 'calendar' ? <CalendarExport /> : null}
    </div>
  );
}
