import { useMemo } from 'react';
import {
  makeStyles,
  MessageBar,
  MessageBarBody,
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
import { useIntl } from 'react-intl';
import { FormSkeleton, SchemaForm, useLocale, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT, formatSemester } from '../../../core';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '860px' },
});

/**
 * /learn/continue-study: which kinds of request my study status allows (before I fill anything in),
 * the schema-driven request form (draft kept in the browser; the phone starts as my profile's) and
 * my requests with their status.
 */
export default function ContinueStudyPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const requests = useSource('learn.continueStudies', {});
  const allowedKinds = requests.data?.allowedKinds;
  const allowedValues = useMemo(() => (allowedKinds ? { kind: allowedKinds } : undefined), [allowedKinds]);
  // The contact phone starts as the one of my student profile (the signed-in account carries none).
  const profilePhone = requests.data?.phone;
  const initialData = useMemo(() => (profilePhone ? { phone: profilePhone } : undefined), [profilePhone]);
  return (
    <div className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'learn.continueStudy.title' })}</Title2>
      {requests.data ? (
        <MessageBar intent="info" data-testid="continue-study-allowed">
          <MessageBarBody>
            {intl.formatMessage(
              { id: 'learn.continueStudy.allowed' },
              {
                kinds: intl.formatList(
                  requests.data.allowedKinds.map((kind) =>
                    intl.formatMessage({ id: `learn.continueStudy.kind.${kind}` }),
                  ),
                  { type: 'disjunction' },
                ),
              },
            )}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {/* The form waits for the kinds my status allows: it offers only those, and starts with the only one. */}
      {allowedValues ? (
        <SchemaForm form="learn.continueStudy" allowedValues={allowedValues} initialData={initialData} />
      ) : (
        <FormSkeleton />
      )}
      <Title3 as="h2">{intl.formatMessage({ id: 'learn.continueStudy.mine' })}</Title3>
      {!requests.data ? (
        <Spinner />
      ) : requests.data.data.length === 0 ? (
        <Text>{EMPTY_LIST_TEXT[locale]}</Text>
      ) : (
        <Table size="small" aria-label={intl.formatMessage({ id: 'learn.continueStudy.mine' })}>
          <TableHeader>
            <TableRow>
              {['semester', 'kind', 'submitted', 'status'].map((k) => (
                <TableHeaderCell key={k}>{intl.formatMessage({ id: `learn.col.${k}` })}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.data.data.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{formatSemester({ semester: request.semester, locale })}</TableCell>
                <TableCell>
                  {intl.formatMessage({ id: `learn.continueStudy.kind.${String(request.payload.kind)}` })}
                </TableCell>
                <TableCell>{request.createdAt.slice(0, 10).split('-').reverse().join('/')}</TableCell>
                <TableCell>
                  {locale === 'en' ? request.statusNameEn : request.statusName}
                  {request.staffNote ? ` — ${request.staffNote}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
