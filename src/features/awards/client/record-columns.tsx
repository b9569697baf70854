import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { Decision, Discipline, Reward } from '../../../generated';
import { formatDay, formatVnd, shownText } from './award-text';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import type { RecordSubject } from './sources';

/** A Vietnamese text with its language marked (a name, a decision number). */
const Vi = ({ text }: { text: string }) => (text ? <span lang="vi">{text}</span> : <>—</>);

/** Who a staff list row is about: the staff member, or the student's name and code. */
const personOf = (row: { staffName: string; studentName: string; studentCode: string }) =>
  row.staffName ? (
    <Vi text={row.staffName} />
  ) : (
    <>
      <Vi text={row.studentName} />
      {row.studentCode ? ` (${row.studentCode})` : null}
    </>
  );

/** Columns of a rewards list; staff lists lead with the person. */
export function useRewardColumns({ withPerson }: { withPerson: boolean }): RecordColumn<Reward>[] {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id: `awards.records.${id}` });
    const title: RecordColumn<Reward> = {
      id: 'title',
      label: t('rewardTitle'),
      minWidth: 240,
      render: (row) => {
        const text = shownText({ vi: row.title, en: row.titleEn, locale });
        return <span lang={text.lang}>{text.text}</span>;
      },
    };
    const person: RecordColumn<Reward> = {
      id: 'person',
      label: t('person'),
      minWidth: 180,
      render: personOf,
    };
    return [
      ...(withPerson ? [person] : []),
      title,
      { id: 'level', label: t('level'), render: (row) => t(`rewardLevel.${row.level}`) },
      {
        id: 'category',
        label: t('category'),
        render: (row) => {
          const name = shownText({ vi: row.categoryName, en: row.categoryNameEn, locale });
          return name.text ? <span lang={name.lang}>{name.text}</span> : <>—</>;
        },
      },
      { id: 'decision', label: t('decision'), render: (row) => <Vi text={row.decisionNumber} /> },
      { id: 'amount', label: t('amount'), render: (row) => (row.amount > 0 ? formatVnd(row.amount) : '—') },
      { id: 'date', label: t('date'), render: (row) => formatDay({ value: row.date, locale }) },
    ];
  }, [intl, locale, withPerson]);
}

/** Columns of a disciplines list; staff lists lead with the person. */
export function useDisciplineColumns({
  withPerson,
  subject,
}: {
  withPerson: boolean;
  subject: RecordSubject;
}): RecordColumn<Discipline>[] {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id: `awards.records.${id}` });
    const person: RecordColumn<Discipline> = {
      id: 'person',
      label: t('person'),
      minWidth: 180,
      render: personOf,
    };
    return [
      ...(withPerson ? [person] : []),
      {
        id: 'form',
        label: t('form'),
        minWidth: 160,
        render: (row) => t(`disciplineForm.${subject}.${row.form}`),
      },
      {
        id: 'reason',
        label: t('reason'),
        minWidth: 240,
        render: (row) => {
          const text = shownText({ vi: row.reason, en: row.reasonEn, locale });
          return text.text ? <span lang={text.lang}>{text.text}</span> : '—';
        },
      },
      { id: 'decision', label: t('decision'), render: (row) => <Vi text={row.decisionNumber} /> },
      { id: 'date', label: t('date'), render: (row) => formatDay({ value: row.date, locale }) },
      { id: 'endDate', label: t('until'), render: (row) => formatDay({ value: row.endDate, locale }) },
    ];
  }, [intl, locale, withPerson, subject]);
}

/** Columns of the decisions list. */
export function useDecisionColumns(): RecordColumn<Decision>[] {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id: `awards.records.${id}` });
    return [
      { id: 'title', label: t('decisionTitle'), minWidth: 260, render: (row) => <Vi text={row.title} /> },
      { id: 'number', label: t('number'), render: (row) => <Vi text={row.number} /> },
      { id: 'kind', label: t('kind'), render: (row) => t(`decisionKind.${row.kind}`) },
      { id: 'signer', label: t('signer'), minWidth: 180, render: (row) => <Vi text={row.signer} /> },
      {
        id: 'signedDate',
        label: t('signedDate'),
        render: (row) => formatDay({ value: row.signedDate, locale }),
      },
    ];
  }, [intl, locale]);
}
