import { useEffect, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Input,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { useLocale, useMutation, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT } from '../../../core';
import type { ClassOffering, ClassRegistrationOutcome } from '../../../generated';
import { ReasonList } from './registration-reasons-view';
import type { DropClassBody, RegisterClassesBody } from './sources';
import { useEnrolSemester } from './use-enrol-semester';
import { WeekGrid } from './week-grid';
import type { GridBlock } from './week-grid';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 992px)': { gridTemplateColumns: '1fr' },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    overflowX: 'auto',
  },
});

const LIVE_SEATS_MS = 5000;
type Entry = { day: number; from: number; to: number; weeks: number[]; place: string };
const scheduleText = (entries: Entry[], dayName: (d: number) => string) =>
  entries.map((e) => `${dayName(e.day)} ${e.from}-${e.to} (${e.place})`).join('; ');

/** /learn/class-registration: search, live seats, a validated basket with a mini timetable, waiting lists, drop. */
export default function ClassRegistrationPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const semester = useEnrolSemester();
  const [search, setSearch] = useState('');
  const [hasSeats, setHasSeats] = useState(false);
  const [basket, setBasket] = useState<ClassOffering[]>([]);
  const [checks, setChecks] = useState<ClassRegistrationOutcome[]>([]);
  const [outcomes, setOutcomes] = useState<ClassRegistrationOutcome[]>([]);
  const offerings = useSource(
    'learn.classOfferings',
    {
      semester: semester ?? '',
      search: search || undefined,
      hasSeats: hasSeats || undefined,
      page: 1,
      pageSize: 50,
    },
    { keepPreviousData: true },
  );
  const mine = useSource('learn.myClasses', { semester: semester ?? '' });
  const register = useMutation<RegisterClassesBody, { results: ClassRegistrationOutcome[] }>({
    name: 'learn.registerClasses',
  });
  const drop = useMutation<DropClassBody, ClassRegistrationOutcome>({ name: 'learn.dropClass' });
  const dayName = (day: number) => intl.formatMessage({ id: `learn.day.${day}` });
  const { mutate: refreshOfferings } = offerings;

  // Seats change while students register: refresh the visible counts.
  useEffect(() => {
    const timer = setInterval(() => void refreshOfferings(), LIVE_SEATS_MS);
    return () => clearInterval(timer);
  }, [refreshOfferings]);

  // Validate the basket against my timetable whenever it changes.
  useEffect(() => {
    if (basket.length === 0) return setChecks([]);
    const controller = new AbortController();
    void studentApi
      .post<{ data: { results: ClassRegistrationOutcome[] } }>(
        '/api/v1/class-registrations/validate',
        { data: { classIds: basket.map((c) => c.id) } },
        { signal: controller.signal },
      )
      .then((response) => !response.error && setChecks(response.data.data.results))
      .catch(() => undefined);
    return () => controller.abort();
  }, [basket]);

  const blocks: GridBlock[] = useMemo(() => {
    const own = (mine.data?.data ?? [])
      .filter((r) => r.status === 'registered')
      .flatMap((r) =>
        (r.calendarEntries ?? []).map((e, i) => ({
          key: `own-${r.classId}-${i}`,
          day: e.day,
          from: e.from,
          to: e.to,
          title: `${r.courseCode ?? ''} ${r.classCode}`,
          detail: `${e.place} · ${intl.formatMessage({ id: 'learn.weeks' })} ${e.weeks.join(',')}`,
          tone: 'own' as const,
        })),
      );
    const chosen = basket.flatMap((c) => {
      const isConflict =
        checks.find((v) => v.classId === c.id)?.reasons.some((r) => r.code === 'conflict') ?? false;
      return (c.calendarEntries ?? []).map((e, i) => ({
        key: `basket-${c.id}-${i}`,
        day: e.day,
        from: e.from,
        to: e.to,
        title: `${c.courseCode ?? ''} ${c.classId}`,
        detail: `${e.place} · ${intl.formatMessage({ id: 'learn.weeks' })} ${e.weeks.join(',')}`,
        tone: isConflict ? ('conflict' as const) : ('basket' as const),
      }));
    });
    return [...own, ...chosen];
  }, [mine.data, basket, checks, intl]);

  if (!semester) return <Spinner />;
  const submit = async () => {
    const result = await register.trigger({ body: { data: { classIds: basket.map((c) => c.id) } } });
    const results = result.data?.results ?? [];
    setOutcomes(results);
    setBasket((current) =>
      current.filter((c) => results.find((r) => r.classId === c.id)?.status === 'refused'),
    );
  };
  const rows = offerings.data?.data ?? [];
  return (
    <div className={styles.root}>
      <Title2>{intl.formatMessage({ id: 'learn.classReg.title' }, { semester })}</Title2>
      <div className={styles.filters}>
        <Input
          contentBefore={<SearchRegular />}
          placeholder={intl.formatMessage({ id: 'learn.classReg.search' })}
          value={search}
          onChange={(_e, d) => setSearch(d.value)}
          data-testid="class-search"
        />
        <Checkbox
          label={intl.formatMessage({ id: 'learn.classReg.hasSeats' })}
          checked={hasSeats}
          onChange={(_e, d) => setHasSeats(Boolean(d.checked))}
        />
      </div>
      <div className={styles.columns}>
        <div className={styles.panel}>
          {rows.length === 0 ? (
            <Text>{EMPTY_LIST_TEXT[locale]}</Text>
          ) : (
            <Table size="small" aria-label={intl.formatMessage({ id: 'learn.classReg.offerings' })}>
              <TableHeader>
                <TableRow>
                  {['class', 'course', 'type', 'schedule', 'seats', 'action'].map((k) => (
                    <TableHeaderCell key={k}>{intl.formatMessage({ id: `learn.col.${k}` })}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c.id} data-testid={`offering-${c.classId}`}>
                    <TableCell>{c.classId}</TableCell>
                    <TableCell>
                      {c.courseCode} {c.courseName} ({c.credits} TC)
                    </TableCell>
                    <TableCell>{locale === 'en' ? c.classTypeNameEn : c.classTypeName}</TableCell>
                    <TableCell>{scheduleText(c.calendarEntries ?? [], dayName)}</TableCell>
                    <TableCell data-testid="seats">
                      {c.studentNum}/{c.capacity}
                      {c.waitlistCount > 0 ? ` (+${c.waitlistCount})` : ''}
                    </TableCell>
                    <TableCell>
                      {c.myStatus === 'registered' ? (
                        <Badge color="success">
                          {intl.formatMessage({ id: 'learn.classReg.registered' })}
                        </Badge>
                      ) : c.myStatus === 'waitlisted' ? (
                        <Badge color="warning">
                          {intl.formatMessage(
                            { id: 'learn.classReg.waiting' },
                            { position: c.myPosition ?? 0 },
                          )}
                        </Badge>
                      ) : (
                        <Button
                          size="small"
                          icon={<AddRegular />}
                          disabled={basket.some((b) => b.id === c.id)}
                          onClick={() => setBasket((current) => [...current, c])}
                          aria-label={intl.formatMessage({ id: 'learn.classReg.add' }, { code: c.classId })}
                        >
                          {intl.formatMessage({ id: 'learn.classReg.addShort' })}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
        <div className={styles.panel}>
          <Title3>{intl.formatMessage({ id: 'learn.classReg.basket' })}</Title3>
          {basket.length === 0 ? (
            <Text>{intl.formatMessage({ id: 'learn.classReg.basketEmpty' })}</Text>
          ) : (
            basket.map((c) => {
              const check = checks.find((v) => v.classId === c.id);
              return (
                <div key={c.id} data-testid={`basket-${c.classId}`}>
                  <Text weight="semibold">
                    {c.classId} {c.courseName}
                  </Text>{' '}
                  {check ? (
                    <Badge
                      color={
                        check.status === 'refused'
                          ? 'danger'
                          : check.status === 'waitlisted'
                            ? 'warning'
                            : 'success'
                      }
                    >
                      {intl.formatMessage({ id: `learn.classReg.check.${check.status}` })}
                    </Badge>
                  ) : null}
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={intl.formatMessage({ id: 'learn.classReg.remove' })}
                    onClick={() => setBasket((current) => current.filter((b) => b.id !== c.id))}
                  />
                  {check && check.status === 'refused' ? (
                    <ReasonList reasons={check.reasons} intent="warning" />
                  ) : null}
                </div>
              );
            })
          )}
          <Button
            appearance="primary"
            disabled={basket.length === 0 || register.isMutating}
            onClick={submit}
            data-testid="register-submit"
          >
            {intl.formatMessage({ id: 'learn.classReg.submit' })}
          </Button>
          {outcomes.map((o) => (
            <ReasonList
              key={o.classId}
              intent={o.status === 'refused' ? 'error' : o.status === 'waitlisted' ? 'warning' : 'success'}
              reasons={o.reasons}
            />
          ))}
          <WeekGrid blocks={blocks} />
        </div>
      </div>
      <Title3>{intl.formatMessage({ id: 'learn.classReg.mine' })}</Title3>
      <Table size="small" aria-label={intl.formatMessage({ id: 'learn.classReg.mine' })}>
        <TableHeader>
          <TableRow>
            {['class', 'course', 'schedule', 'status', 'action'].map((k) => (
              <TableHeaderCell key={k}>{intl.formatMessage({ id: `learn.col.${k}` })}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {(mine.data?.data ?? []).map((r) => (
            <TableRow key={r.classId} data-testid={`mine-${r.classCode}`}>
              <TableCell>{r.classCode}</TableCell>
              <TableCell>
                {r.courseCode} {r.courseName}
              </TableCell>
              <TableCell>{scheduleText(r.calendarEntries ?? [], dayName)}</TableCell>
              <TableCell>
                {r.status === 'registered'
                  ? intl.formatMessage({ id: 'learn.classReg.registered' })
                  : intl.formatMessage({ id: 'learn.classReg.waiting' }, { position: r.position ?? 0 })}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => void drop.trigger({ body: { data: { classId: r.classId } } })}
                >
                  {intl.formatMessage({
                    id: r.status === 'registered' ? 'learn.classReg.drop' : 'learn.classReg.leave',
                  })}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
