import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { useLocale, useMutation, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT } from '../../../core';
import { ReasonList } from './registration-reasons-view';
import type { PlanVerdict, SubmitPlanBody } from './sources';
import { useEnrolSemester } from './use-enrol-semester';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});
const STATES = [0, 1, 2] as const;

/** /learn/course-registration: choose courses (registered / planning), validated against credit bounds, prerequisites and the window. */
export default function CourseRegistrationPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const semester = useEnrolSemester() ?? '';
  const [search, setSearch] = useState('');
  const [isInProgram, setInProgram] = useState(true);
  const plan = useSource('learn.coursePlan', { semester });
  const offerings = useSource(
    'learn.courseOfferings',
    { semester, search: search || undefined, inProgram: isInProgram || undefined, page: 1, pageSize: 100 },
    { keepPreviousData: true },
  );
  const submit = useMutation<SubmitPlanBody, PlanVerdict>({ name: 'learn.submitCoursePlan' });
  const [choice, setChoice] = useState<Map<number, number>>(new Map());
  const [verdict, setVerdict] = useState<PlanVerdict | null>(null);

  // Start from the saved plan.
  useEffect(() => {
    if (plan.data) setChoice(new Map(plan.data.data.map((item) => [item.courseId, item.state])));
  }, [plan.data]);

  // Check the plan as it is edited (nothing is saved).
  useEffect(() => {
    if (!semester) return;
    const controller = new AbortController();
    const courses = [...choice.entries()]
      .filter(([, state]) => state !== 0)
      .map(([courseId, state]) => ({ courseId, state }));
    void studentApi
      .post<{ data: PlanVerdict }>(
        '/api/v1/course-registrations/validate',
        { data: { semester, courses } },
        { signal: controller.signal },
      )
      .then((response) => !response.error && setVerdict(response.data.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [choice, semester]);

  if (!semester || !plan.data) return <Spinner />;
  const summary = plan.data.summary;
  const stateLabel = (state: number) => intl.formatMessage({ id: `learn.courseReg.state.${state}` });
  const courses = offerings.data?.data ?? [];
  return (
    <div className={styles.root}>
      <Title2>{intl.formatMessage({ id: 'learn.courseReg.title' }, { semester })}</Title2>
      <MessageBar intent={summary.window.isOpen ? 'info' : 'warning'}>
        <MessageBarBody>
          {intl.formatMessage(
            { id: summary.window.isOpen ? 'learn.courseReg.windowOpen' : 'learn.courseReg.windowClosed' },
            {
              closesAt: summary.window.closesAt.slice(0, 16).replace('T', ' '),
              opensAt: summary.window.opensAt.slice(0, 16).replace('T', ' '),
            },
          )}{' '}
          {intl.formatMessage(
            { id: 'learn.courseReg.bounds' },
            { min: summary.minCredits, max: summary.maxCredits, warning: summary.isWarning ? 1 : 0 },
          )}
        </MessageBarBody>
      </MessageBar>
      <Text weight="semibold" data-testid="plan-credits">
        {intl.formatMessage(
          { id: 'learn.courseReg.total' },
          { credits: verdict?.totalCredits ?? summary.totalCredits },
        )}
      </Text>
      {verdict ? (
        <ReasonList reasons={verdict.reasons} intent={verdict.accepted ? 'info' : 'warning'} />
      ) : null}
      <div className={styles.bar}>
        <Input
          contentBefore={<SearchRegular />}
          value={search}
          placeholder={intl.formatMessage({ id: 'learn.courseReg.search' })}
          onChange={(_e, d) => setSearch(d.value)}
        />
        <Checkbox
          checked={isInProgram}
          label={intl.formatMessage({ id: 'learn.courseReg.inProgram' })}
          onChange={(_e, d) => setInProgram(Boolean(d.checked))}
        />
        <Button
          appearance="primary"
          disabled={submit.isMutating || verdict?.accepted === false}
          onClick={async () => {
            const body = {
              data: {
                semester,
                courses: [...choice.entries()]
                  .filter(([, s]) => s !== 0)
                  .map(([courseId, state]) => ({ courseId, state })),
              },
            };
            const result = await submit.trigger({ body });
            if (result.data) setVerdict(result.data);
          }}
        >
          {intl.formatMessage({ id: 'learn.courseReg.submit' })}
        </Button>
      </div>
      {courses.length === 0 ? (
        <Text>{EMPTY_LIST_TEXT[locale]}</Text>
      ) : (
        <Table size="small" aria-label={intl.formatMessage({ id: 'learn.courseReg.title' }, { semester })}>
          <TableHeader>
            <TableRow>
              {['code', 'course', 'credits', 'prerequisites', 'seats', 'state'].map((k) => (
                <TableHeaderCell key={k}>{intl.formatMessage({ id: `learn.col.${k}` })}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {courses.map((course) => {
              const refusal = verdict?.courses.find((c) => c.courseId === course.id)?.reasons ?? [];
              return (
                <TableRow key={course.id}>
                  <TableCell>{course.code}</TableCell>
                  <TableCell>
                    {locale === 'en' && course.nameEn ? course.nameEn : course.name}
                    {course.isPassed ? (
                      <Badge appearance="tint" color="success">
                        {intl.formatMessage({ id: 'learn.courseReg.passed' })}
                      </Badge>
                    ) : null}
                    <ReasonList reasons={refusal} intent="warning" />
                  </TableCell>
                  <TableCell>{course.credits}</TableCell>
                  <TableCell>
                    {(course.prerequisites ?? []).map((p) => (
                      <Badge key={p.id} appearance="outline" color={p.isPassed ? 'success' : 'danger'}>
                        {p.code}
                      </Badge>
                    ))}
                  </TableCell>
                  <TableCell>
                    {course.seatsLeft} / {course.classCount}{' '}
                    {intl.formatMessage({ id: 'learn.courseReg.classes' })}
                  </TableCell>
                  <TableCell>
                    <Dropdown
                      size="small"
                      value={stateLabel(choice.get(course.id) ?? 0)}
                      selectedOptions={[String(choice.get(course.id) ?? 0)]}
                      onOptionSelect={(_e, d) =>
                        setChoice((current) => new Map(current).set(course.id, Number(d.optionValue)))
                      }
                    >
                      {STATES.map((state) => (
                        <Option key={state} value={String(state)}>
                          {stateLabel(state)}
                        </Option>
                      ))}
                    </Dropdown>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
