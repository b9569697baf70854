import { useMemo } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Caption1,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT } from '../../../core';
import type { RefBook } from '../../../generated';
import { LoadError } from '../../../client/engine/list/load-error';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  chapters: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  title: { overflowWrap: 'anywhere', textAlign: 'start' },
});

/** A book's chapters, read when its panel opens. */
function BookChapters({ bookId }: { bookId: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const chapters = useSource('projects.refBookChapters', { bookId });
  if (chapters.error) return <LoadError onRetry={() => void chapters.mutate()} />;
  if (!chapters.data) return <Spinner size="tiny" label={intl.formatMessage({ id: 'project.loading' })} />;
  if (chapters.data.data.length === 0) return <Text>{EMPTY_LIST_TEXT[locale]}</Text>;
  return (
    <ol className={styles.chapters}>
      {chapters.data.data.map((chapter) => (
        <li key={chapter.id}>
          <Text weight="semibold">{chapter.title}</Text>
          {chapter.pages ? (
            <Caption1 className={styles.meta}>
              {' '}
              {intl.formatMessage({ id: 'project.books.pages' }, { pages: chapter.pages })}
            </Caption1>
          ) : null}
          {chapter.summary ? (
            <div>
              <Caption1 className={styles.meta}>{chapter.summary}</Caption1>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Reference books of the courses of my projects, grouped by course; each opens to its chapters. */
export function RefBooks() {
  const intl = useIntl();
  const styles = useStyles();
  const mine = useSource('projects.mine', { page: 1, pageSize: 200 });
  const courses = useMemo(() => {
    const names = new Map<number, string>();
    for (const project of mine.data?.data ?? [])
      if (project.courseId > 0)
        names.set(project.courseId, [project.courseCode, project.courseName].filter(Boolean).join(' – '));
    return names;
  }, [mine.data]);
  const courseIds = useMemo(() => [...courses.keys()], [courses]);
  const books = useSource('projects.refBooks', { courseIds }, {});
  const byCourse = useMemo(() => {
    const groups = new Map<number, RefBook[]>();
    for (const book of books.data?.data ?? [])
      groups.set(book.courseId, [...(groups.get(book.courseId) ?? []), book]);
    return groups;
  }, [books.data]);

  if (mine.error || books.error)
    return <LoadError onRetry={() => void (mine.error ? mine.mutate() : books.mutate())} />;
  if (!mine.data || (courseIds.length > 0 && !books.data))
    return <Spinner size="small" label={intl.formatMessage({ id: 'project.loading' })} />;
  if (byCourse.size === 0) return <Text>{intl.formatMessage({ id: 'project.books.none' })}</Text>;
  return (
    <div className={styles.root}>
      {[...byCourse.entries()].map(([courseId, list]) => (
        <section key={courseId} aria-label={courses.get(courseId) ?? String(courseId)}>
          <Text as="h2" weight="semibold" size={400}>
            {courses.get(courseId) ?? String(courseId)}
          </Text>
          <Accordion collapsible multiple>
            {list.map((book) => (
              <AccordionItem key={book.id} value={book.id}>
                <AccordionHeader>
                  <span className={styles.title} lang={book.language === 'en' ? 'en' : 'vi'}>
                    {book.title}
                  </span>
                </AccordionHeader>
                <AccordionPanel>
                  <Caption1 className={styles.meta}>
                    {[
                      book.authors,
                      book.publisher,
                      book.year > 0 ? String(book.year) : '',
                      book.isbn ? `ISBN ${book.isbn}` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Caption1>
                  {book.description ? <Text block>{book.description}</Text> : null}
                  <BookChapters bookId={book.id} />
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
