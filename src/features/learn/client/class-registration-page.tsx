import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { useLocale, useMutation, useSource } from '../../../client/engine';
import { formatSemester } from '../../../core';
import type { ClassRegistration, ClassRegistrationOutcome } from '../../../generated';
import { ClassRegistrationDropDialog } from './class-registration-drop-dialog';
import { ClassRegistrationFilters } from './class-registration-filters';
import { gridBlocksOf } from './class-registration-grid-blocks';
import { ClassRegistrationMine } from './class-registration-mine';
import { ClassRegistrationOfferings } from './class-registration-offerings';
import { ClassRegistrationPager } from './class-registration-pager';
import { CLASS_PAGE_SIZE, useClassRegistrationQuery } from './class-registration-query';
import type { ActionResult } from './class-registration-results';
import type { DropClassBody, RegisterClassesBody } from './mutations';
import { useEnrolSemester } from './use-enrol-semester';
import { useKeptBasket } from './use-kept-basket';
import { WeekGrid } from './week-grid';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (max-width: 1100px)': { order: 2 },
  },
  side: {
    minWidth: 0,
    position: 'sticky',
    top: tokens.spacingVerticalM,
    maxHeight: `calc(100vh - ${tokens.spacingVerticalXXL})`,
    overflowY: 'auto',
    '@media (max-width: 1100px)': { order: 1, position: 'static', maxHeight: 'none', overflowY: 'visible' },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  count: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** /learn/class-registration: browse and filter the classes, a checked basket, my classes with drop, the week. */
export default function ClassRegistrationPage() {
  const semester = useEnrolSemester();
  return semester ? <ClassRegistration semester={semester} /> : <Spinner />;
}

function ClassRegistration({ semester }: { semester: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [basket, setBasket] = useKeptBasket(semester);
  const [checks, setChecks] = useState<ClassRegistrationOutcome[]>([]);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [dropTarget, setDropTarget] = useState<ClassRegistration | null>(null);
  const basketIds = useMemo(() => basket.map((c) => c.id), [basket]);
  const query = useClassRegistrationQuery({ semester, watchIds: basketIds });
  const mine = useSource('learn.myClasses', { semester });
  const register = useMutation<RegisterClassesBody, { results: ClassRegistrationOutcome[] }>({
    name: 'learn.registerClasses',
  });
  const drop = useMutation<DropClassBody, ClassRegistrationOutcome>({ name: 'learn.dropClass' });
  const held = useMemo(() => mine.data?.data ?? [], [mine.data]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `learn.classReg.${id}` }, values);

  // Check the basket against my classes whenever it changes.
  useEffect(() => {
    if (basketIds.length === 0) return setChecks([]);
    const controller = new AbortController();
    void studentApi
      .post<{ data: { results: ClassRegistrationOutcome[] } }>(
        '/api/v1/class-registrations/validate',
        { data: { classIds: basketIds } },
        { signal: controller.signal },
      )
      .then((response) => !response.error && setChecks(response.data.data.results))
      .catch(() => undefined);
    return () => controller.abort();
  }, [basketIds, held]);

  const blocks = useMemo(() => gridBlocksOf({ held, basket, checks, intl }), [held, basket, checks, intl]);

  const refresh = () => Promise.all([mine.mutate(), query.refresh()]);
  const submit = async () => {
    const answer = await register.trigger({ body: { data: { classIds: basketIds } } });
    const outcomes = answer.data?.results ?? [];
    setResult({ outcomes, failure: outcomes.length === 0 ? (answer.message ?? '') : null });
    if (outcomes.length > 0)
      setBasket((current) =>
        current.filter((c) => outcomes.find((o) => o.classId === c.id)?.status === 'refused'),
      );
    await refresh();
  };
  const confirmDrop = async (target: ClassRegistration) => {
    const answer = await drop.trigger({ body: { data: { classId: target.classId } } });
    setResult(
      answer.data
        ? { outcomes: [answer.data], failure: null }
        : { outcomes: [], failure: answer.message ?? '' },
    );
    setDropTarget(null);
    await refresh();
  };

  return (
    <div className={styles.root}>
      <Title2 as="h1">{t('heading', { semester: formatSemester({ semester, locale }) })}</Title2>
      <div className={styles.columns}>
        <section className={styles.main} aria-labelledby="class-reg-offerings">
          <Title3 as="h2" id="class-reg-offerings">
            {t('offerings')}
          </Title3>
          <ClassRegistrationFilters
            filter={query.filter}
            courses={query.courses}
            onChange={query.setFilter}
            onClear={query.clearFilter}
          />
          <div className={styles.count}>
            <Text role="status" weight="semibold" data-testid="class-count">
              {query.isLoading ? '' : t('found', { total: query.total })}
            </Text>
            {!query.isLoading && query.total === 0 && query.filter.inProgram ? (
              <Button size="small" onClick={() => query.setFilter({ inProgram: false })}>
                {t('showAll')}
              </Button>
            ) : null}
          </div>
          {query.error ? (
            <MessageBar intent="error">
              <MessageBarBody>{intl.formatMessage({ id: 'learn.error' })}</MessageBarBody>
            </MessageBar>
          ) : query.isLoading ? (
            <Spinner />
          ) : (
            <ClassRegistrationOfferings
              rows={query.rows}
              liveSeats={query.liveSeats}
              basketIds={new Set(basketIds)}
              onAdd={(row) => setBasket((current) => [...current, row])}
            />
          )}
          <ClassRegistrationPager
            page={query.page}
            pageSize={CLASS_PAGE_SIZE}
            total={query.total}
            onPageChange={query.setPage}
          />
        </section>
        <div className={styles.side}>
          <ClassRegistrationMine
            held={held}
            basket={basket}
            checks={checks}
            result={result}
            isSubmitting={register.isMutating}
            onDrop={setDropTarget}
            onRemove={(id) => setBasket((current) => current.filter((c) => c.id !== id))}
            onSubmit={() => void submit()}
            onDismiss={() => setResult(null)}
          />
        </div>
      </div>
      <section className={styles.section} aria-labelledby="class-reg-grid">
        <Title3 as="h2" id="class-reg-grid">
          {t('grid')}
        </Title3>
        <WeekGrid blocks={blocks} legend={['own', 'basket']} headingLevel={3} />
      </section>
      <ClassRegistrationDropDialog
        target={dropTarget}
        isBusy={drop.isMutating}
        onConfirm={(target) => void confirmDrop(target)}
        onCancel={() => setDropTarget(null)}
      />
    </div>
  );
}
