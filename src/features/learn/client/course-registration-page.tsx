import { useEffect, useState } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Checkbox,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { useLocale, useMutation, useSource, useTimeZone } from '../../../client/engine';
import { EMPTY_LIST_TEXT, formatInstant, formatSemester } from '../../../core';
import type { CourseOffering } from '../../../generated';
import { ChosenCourses } from './course-registration-chosen';
import { CourseCard } from './course-registration-course-card';
import { CourseRegistrationSaveBar } from './course-registration-save-bar';
import { saveHints } from './course-registration-save-hint';
import { ReasonList } from './registration-reasons-view';
import type { SubmitPlanBody } from './mutations';
import type { PlanVerdict } from './sources';
import { useEnrolSemester } from './use-enrol-semester';
import { useKeptChoices } from './use-kept-choices';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  search: { flexGrow: 1, minWidth: '0', maxWidth: '420px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'center' },
});
const PAGE_SIZE = 50;

/** A plan's chosen courses as the API takes them (state none left out). */
const planCourses = (choice: Map<number, number>) =>
  [...choice.entries()].filter(([, state]) => state !== 0).map(([courseId, state]) => ({ courseId, state }));

/**
 * /learn/course-registration: choose courses (registered / planning) of the enrolment semester,
 * checked as they are edited against credit bounds, prerequisites and the window; courses already
 * passed wait in a collapsed section; the Save bar says why Save is disabled.
 */
export default function CourseRegistrationPage() {
  const intl = useIntl();
  const semester = useEnrolSemester();
  // The semester first: the unsaved choices are kept per semester.
  return semester ? (
    <CourseRegistration semester={semester} />
  ) : (
    <Spinner label={intl.formatMessage({ id: 'learn.loading' })} />
  );
}

function CourseRegistration({ semester }: { semester: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [isInProgram, setInProgram] = useState(true);
  const [page, setPage] = useState(1);
  const plan = useSource('learn.coursePlan', { semester });
  const filters = { semester, search: search || undefined, inProgram: isInProgram || undefined };
  const offerings = useSource(
    'learn.courseOfferings',
    { ...filters, passed: false, page, pageSize: PAGE_SIZE },
    { keepPreviousData: true },
  );
  const passed = useSource('learn.courseOfferings', { ...filters, passed: true, page: 1, pageSize: 200 });
  const submit = useMutation<SubmitPlanBody, PlanVerdict>({ name: 'learn.submitCoursePlan' });
  const { choice, choose, isRestored, markSaved, discard } = useKeptChoices({
    semester,
    saved: plan.data?.data,
  });
  const [verdict, setVerdict] = useState<PlanVerdict | null>(null);

  // Check the plan as it is edited (nothing is saved).
  useEffect(() => {
    if (!semester) return;
    const controller = new AbortController();
    void studentApi
      .post<{ data: PlanVerdict }>(
        '/api/v1/course-registrations/validate',
        { data: { semester, courses: planCourses(choice) } },
        { signal: controller.signal },
      )
      .then((response) => !response.error && setVerdict(response.data.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [choice, semester]);

  if (!semester || !plan.data) return <Spinner label={intl.formatMessage({ id: 'learn.loading' })} />;
  const { summary } = plan.data;
  // The saved plan's courses show above the list whatever the filters say; the list leaves them
  // out so each course has one control.
  const chosen = plan.data.data.filter((item) => item.state !== 0);
  const isChosen = (course: CourseOffering) => chosen.some((item) => item.courseId === course.id);
  const courses = (offerings.data?.data ?? []).filter((course) => !isChosen(course));
  const pages = Math.max(1, Math.ceil((offerings.data?.total ?? 0) / PAGE_SIZE));
  const passedCourses = (passed.data?.data ?? []).filter((course) => !isChosen(course));
  const refusalsOf = (courseId: number) => verdict?.courses.find((c) => c.courseId === courseId)?.reasons;
  const card = (course: CourseOffering) => (
    <CourseCard
      key={course.id}
      course={course}
      state={choice.get(course.id) ?? 0}
      refusals={refusalsOf(course.id) ?? []}
      onState={(state) => choose(course.id, state)}
    />
  );
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <div className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'learn.courseReg.heading' })}</Title2>
      <Text data-testid="course-reg-semester">{formatSemester({ semester, locale })}</Text>
      <MessageBar intent={summary.window.isOpen ? 'info' : 'warning'}>
        <MessageBarBody>
          {intl.formatMessage(
            { id: summary.window.isOpen ? 'learn.courseReg.windowOpen' : 'learn.courseReg.windowClosed' },
            {
              closesAt: formatInstant({ value: summary.window.closesAt, timeZone, locale }),
              opensAt: formatInstant({ value: summary.window.opensAt, timeZone, locale }),
            },
          )}{' '}
          {intl.formatMessage(
            { id: 'learn.courseReg.bounds' },
            { min: summary.minCredits, max: summary.maxCredits, warning: summary.isWarning ? 1 : 0 },
          )}
        </MessageBarBody>
      </MessageBar>
      {isRestored ? (
        <MessageBar intent="info" data-testid="course-reg-restored">
          <MessageBarBody>{intl.formatMessage({ id: 'learn.courseReg.restored' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={discard}>{intl.formatMessage({ id: 'learn.courseReg.discard' })}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {verdict ? (
        <ReasonList reasons={verdict.reasons} intent={verdict.accepted ? 'info' : 'warning'} />
      ) : null}
      <ChosenCourses items={chosen} choice={choice} refusalsOf={refusalsOf} onState={choose} />
      {/* The offered courses under their own heading, after the plan's (it named the whole page's list). */}
      <Text as="h2" weight="semibold" size={400}>
        {intl.formatMessage({ id: 'learn.courseReg.offered' })}
      </Text>
      <div className={styles.bar}>
        <Input
          className={styles.search}
          contentBefore={<SearchRegular />}
          value={search}
          aria-label={intl.formatMessage({ id: 'learn.courseReg.search' })}
          placeholder={intl.formatMessage({ id: 'learn.courseReg.search' })}
          onChange={(_e, d) => filter(() => setSearch(d.value))}
        />
        <Checkbox
          checked={isInProgram}
          label={intl.formatMessage({ id: 'learn.courseReg.inProgram' })}
          onChange={(_e, d) => filter(() => setInProgram(Boolean(d.checked)))}
        />
      </div>
      {courses.length === 0 ? (
        <Text data-testid="course-reg-empty">
          {search && isInProgram
            ? intl.formatMessage({ id: 'learn.courseReg.noneInProgram' })
            : EMPTY_LIST_TEXT[locale]}
        </Text>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'learn.courseReg.offered' })}>
          {courses.map(card)}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'learn.courseReg.pages' })}>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label={intl.formatMessage({ id: 'learn.courseReg.previousPage' })}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <Text>{intl.formatMessage({ id: 'learn.courseReg.page' }, { page, pages })}</Text>
          <Button
            icon={<ChevronRightRegular />}
            aria-label={intl.formatMessage({ id: 'learn.courseReg.nextPage' })}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      ) : null}
      {passedCourses.length > 0 ? (
        <Accordion collapsible data-testid="passed-courses">
          <AccordionItem value="passed">
            <AccordionHeader>
              {intl.formatMessage({ id: 'learn.courseReg.passedSection' }, { count: passedCourses.length })}
            </AccordionHeader>
            <AccordionPanel>
              <Text size={200}>{intl.formatMessage({ id: 'learn.courseReg.passedNote' })}</Text>
              <ul className={styles.list}>{passedCourses.map(card)}</ul>
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      ) : null}
      <CourseRegistrationSaveBar
        total={verdict?.totalCredits ?? summary.totalCredits}
        min={summary.minCredits}
        max={summary.maxCredits}
        hints={saveHints({ verdict, summary })}
        isDisabled={submit.isMutating || verdict?.accepted === false}
        onSave={async () => {
          const courses = planCourses(choice);
          const result = await submit.trigger({
            body: { data: { semester, courses } },
            // What was saved, not a generic "done".
            successMessage: intl.formatMessage(
              { id: 'learn.courseReg.saved' },
              {
                courses: courses.filter((course) => course.state === 1).length,
                credits: verdict?.totalCredits ?? summary.totalCredits,
                semester: formatSemester({ semester, locale }),
              },
            ),
          });
          if (result.data) setVerdict(result.data);
          if (result.data?.accepted) markSaved();
        }}
      />
    </div>
  );
}
