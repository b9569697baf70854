import { useDeferredValue, useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  Field,
  makeStyles,
  SearchBox,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { awardName } from './award-text';
import { LoadError } from '../../../client/engine/list/load-error';
import type { StaffAwardRow } from './staff-sources';
import type { StudentName } from '../../../generated';

/** The most approved students one call offers (the list's page size limit). */
const APPROVED_PAGE_SIZE = 200;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '240px',
    overflowY: 'auto',
  },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
  // A call's long name must not widen the select past a phone's dialog.
  select: { minWidth: 0, maxWidth: '100%', '& select': { minWidth: 0, textOverflow: 'ellipsis' } },
});

/** A student as shown: name and code, once an application has named them. */
/** Who a student is, as the picker shows them. */
type Shown = { name: string; code: string };

/**
 * The students a decision names: found by code or name (any student, e.g. for a discipline), or
 * picked from the approved applications of a call (tick students or add every approved one).
 * Students picked stay listed with a remove button; their names come with them.
 */
export function DecisionStudentPicker({
  awardId,
  studentIds,
  readOnly,
  error,
  onCallChange,
  onStudentsChange,
}: {
  awardId: number | null;
  studentIds: number[];
  readOnly: boolean;
  /** Shown under the list (e.g. "pick at least one student"). */
  error?: string;
  onCallChange: (call: StaffAwardRow | null) => void;
  onStudentsChange: (studentIds: number[]) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const calls = useSource('awards.staffCalls', {});
  const approved = useSource('awards.staffApplications', {
    awardId,
    page: 1,
    pageSize: APPROVED_PAGE_SIZE,
    status: 'approved',
  });
  const [names, setNames] = useState<ReadonlyMap<number, Shown>>(new Map());
  const [search, setSearch] = useState('');
  const asked = useDeferredValue(search.trim());
  const found = useSource('awards.staffStudents', { search: asked });
  const unnamed = studentIds.filter((id) => !names.has(id));
  const named = useSource('awards.staffStudents', { ids: unnamed });
  const loaded = approved.data;
  const rows = loaded?.data ?? [];
  useEffect(() => {
    if (!loaded || loaded.data.length === 0) return;
    setNames((current) => {
      const next = new Map(current);
      for (const row of loaded.data)
        next.set(row.studentId, { name: row.studentName, code: row.studentCode });
      return next;
    });
  }, [loaded]);
  useEffect(() => {
    const choices: StudentName[] = [...(named.data ?? []), ...(found.data ?? [])];
    if (choices.length === 0) return;
    setNames((current) => {
      if (choices.every((choice) => current.has(choice.id))) return current;
      const next = new Map(current);
      for (const choice of choices) next.set(choice.id, { name: choice.fullName, code: choice.studentCode });
      return next;
    });
  }, [named.data, found.data]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `awards.decisions.students.${id}` }, values);
  const chosen = new Set(studentIds);
  const offered = new Set(rows.map((row) => row.studentId));
  const shown = (id: number) => {
    const known = names.get(id);
    return known ? `${known.name || '—'} (${known.code})` : t('unknown');
  };
  const toggle = (id: number, checked: boolean) =>
    onStudentsChange(checked ? [...studentIds, id] : studentIds.filter((other) => other !== id));
  const listed = new Set([...offered, ...(asked.length >= 2 ? (found.data ?? []).map((row) => row.id) : [])]);
  const others = readOnly ? studentIds : studentIds.filter((id) => !listed.has(id));

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('legend', { count: studentIds.length })}</legend>
      {readOnly ? null : (
        <>
          <Caption1 className={styles.hint}>{t('hint')}</Caption1>
          <Field label={t('search')} hint={t('searchHint')}>
            <SearchBox
              dismiss={{ 'aria-label': intl.formatMessage({ id: 'engine.list.clearSearch' }) }}
              value={search}
              onChange={(_event, data) => setSearch(data.value)}
            />
          </Field>
          {asked.length < 2 ? null : found.error ? (
            <LoadError onRetry={() => void found.mutate()} />
          ) : found.isLoading ? (
            <Spinner size="tiny" label={intl.formatMessage({ id: 'awards.loading' })} />
          ) : (found.data ?? []).length === 0 ? (
            <Text>{t('noMatch')}</Text>
          ) : (
            <ul className={styles.list} aria-label={t('found')}>
              {(found.data ?? []).map((student) => (
                <li key={student.id}>
                  <Checkbox
                    checked={chosen.has(student.id)}
                    onChange={(_event, data) => toggle(student.id, data.checked === true)}
                    label={
                      <span lang="vi">
                        {`${student.fullName || '—'} (${student.studentCode})${student.className ? ` · ${student.className}` : ''}`}
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <Field label={t('call')}>
            <Select
              className={styles.select}
              value={awardId === null ? '' : String(awardId)}
              onChange={(_event, data) =>
                onCallChange(calls.data?.find((call) => String(call.id) === data.value) ?? null)
              }
            >
              <option value="">{t('noCall')}</option>
              {(calls.data ?? []).map((call) => {
                const name = awardName({ award: call, locale });
                return (
                  <option key={call.id} value={String(call.id)} lang={name.lang}>
                    {name.text}
                  </option>
                );
              })}
            </Select>
          </Field>
          {calls.error ? <LoadError onRetry={() => void calls.mutate()} /> : null}
          {awardId === null ? null : approved.error ? (
            <LoadError onRetry={() => void approved.mutate()} />
          ) : approved.isLoading ? (
            <Spinner size="tiny" label={intl.formatMessage({ id: 'awards.loading' })} />
          ) : rows.length === 0 ? (
            <Text>{t('noneApproved')}</Text>
          ) : (
            <>
              <div>
                <Button
                  onClick={() =>
                    onStudentsChange([
                      ...studentIds,
                      ...rows.map((row) => row.studentId).filter((id) => !chosen.has(id)),
                    ])
                  }
                >
                  {t('addAll', { count: rows.length })}
                </Button>
              </div>
              <ul className={styles.list} aria-label={t('approved')}>
                {rows.map((row) => (
                  <li key={row.studentId}>
                    <Checkbox
                      checked={chosen.has(row.studentId)}
                      onChange={(_event, data) => toggle(row.studentId, data.checked === true)}
                      label={<span lang="vi">{`${row.studentName || '—'} (${row.studentCode})`}</span>}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {others.length > 0 ? (
        <ul className={styles.list} aria-label={readOnly ? t('named') : t('otherChosen')}>
          {others.map((id) => (
            <li key={id} className={styles.chosen}>
              <span lang="vi">{shown(id)}</span>
              {readOnly ? null : (
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label={t('remove', { name: shown(id) })}
                  onClick={() => toggle(id, false)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : readOnly ? (
        <Text>{t('none')}</Text>
      ) : null}
      {error ? (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
