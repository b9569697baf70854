import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Card,
  makeStyles,
  SearchBox,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT, formatSemester, projectType } from '../../../core';
import { LoadError } from '../../../client/engine/list/load-error';
import { useSearchText } from '../../../client/engine/list/use-search-text';
import { localized } from '../../../client/engine/localized';
import type { Locale } from '../../../core';
import type { ReferenceProject } from '../../../generated';

/** The programme (or, without one, the major) in the reader's language when it has a name there. */
const programLabel = ({ program, locale }: { program: ReferenceProject['program']; locale: Locale }) => {
  const name = program.name
    ? { vi: program.name, en: program.nameEn }
    : { vi: program.majorName, en: program.majorNameEn };
  const isEnglish = locale === 'en' && name.en.trim() !== '';
  return <span lang={isEnglish ? undefined : 'vi'}>{localized({ ...name, locale }) || '—'}</span>;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  search: { maxWidth: '360px', width: '100%' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  title: { overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/** One page of reference projects (50) from `cursor`; the last page loaded offers "Load more". */
function ReferenceChunk({
  cursor,
  search,
  isLast,
  onMore,
  onTotal,
}: {
  cursor: number | null;
  search: string;
  isLast: boolean;
  onMore: (cursor: number) => void;
  onTotal: (total: number) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const page = useSource('projects.references', { cursor, ...(search ? { search } : {}) });
  const total = page.data?.total;
  useEffect(() => {
    if (cursor === null && total !== undefined) onTotal(total);
  }, [cursor, total, onTotal]);
  if (page.error) return <LoadError onRetry={() => void page.mutate()} />;
  if (!page.data) return <Spinner size="small" label={intl.formatMessage({ id: 'project.loading' })} />;
  if (cursor === null && page.data.data.length === 0) return <Text>{EMPTY_LIST_TEXT[locale]}</Text>;
  const next = page.data.nextCursor;
  return (
    <>
      <ul className={styles.list}>
        {page.data.data.map(({ project, student, program }) => (
          <li key={project.id}>
            <Card>
              <Subtitle2 as="h2" className={styles.title} lang="vi">
                {project.projectTitle || project.projectName}
              </Subtitle2>
              <Caption1 className={styles.meta}>
                {[
                  projectType.label({ value: project.projectType, locale }),
                  project.semester ? formatSemester({ semester: project.semester, locale }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Caption1>
              <Text className={styles.meta}>
                {intl.formatMessage(
                  { id: 'project.refer.by' },
                  {
                    student: (
                      <span lang="vi">{[student.name, student.code].filter(Boolean).join(' – ') || '—'}</span>
                    ),
                    program: programLabel({ program, locale }),
                    teacher: <span lang="vi">{project.teacherName || '—'}</span>,
                  },
                )}
              </Text>
              {project.keyWord ? (
                <Caption1 className={styles.meta}>
                  {intl.formatMessage(
                    { id: 'project.refer.keywords' },
                    { words: <span lang="vi">{project.keyWord}</span> },
                  )}
                </Caption1>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {isLast && next !== null ? (
        <Button onClick={() => onMore(next)}>{intl.formatMessage({ id: 'project.refer.more' })}</Button>
      ) : null}
    </>
  );
}

/** Past theses to learn from: searchable, 50 at a time by cursor ("Xem thêm"). */
export function ReferenceProjects() {
  const intl = useIntl();
  const styles = useStyles();
  const [search, setSearchState] = useState('');
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const [total, setTotal] = useState<number | null>(null);
  // A new search starts again from the first page.
  const setSearch = useCallback((next: string) => {
    setSearchState(next);
    setCursors([null]);
  }, []);
  const [searchText, setSearchText] = useSearchText({ search, setSearch });
  return (
    <div className={styles.root}>
      <SearchBox
        dismiss={{ 'aria-label': intl.formatMessage({ id: 'engine.list.clearSearch' }) }}
        className={styles.search}
        value={searchText}
        placeholder={intl.formatMessage({ id: 'project.refer.search' })}
        aria-label={intl.formatMessage({ id: 'project.refer.search' })}
        onChange={(_, data) => setSearchText(data.value)}
      />
      {total !== null ? (
        <Text role="status">{intl.formatMessage({ id: 'project.refer.total' }, { total })}</Text>
      ) : null}
      {cursors.map((cursor, index) => (
        <ReferenceChunk
          key={`${search}|${cursor ?? 'first'}`}
          cursor={cursor}
          search={search}
          isLast={index === cursors.length - 1}
          onMore={(next) => setCursors((current) => [...current, next])}
          onTotal={setTotal}
        />
      ))}
    </div>
  );
}
