import { useMemo } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Title2, Title3, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { FormSkeleton, SchemaForm, useLocale, useSource } from '../../../client/engine';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { formatDate, formatSemester } from '../../../core';

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
  type Request = NonNullable<typeof requests.data>['data'][number];
  const columns: RecordColumn<Request>[] = [
    {
      id: 'semester',
      label: intl.formatMessage({ id: 'learn.col.semester' }),
      render: (request) => formatSemester({ semester: request.semester, locale }),
    },
    {
      id: 'kind',
      label: intl.formatMessage({ id: 'learn.col.kind' }),
      render: (request) =>
        intl.formatMessage({ id: `learn.continueStudy.kind.${String(request.payload.kind)}` }),
    },
    {
      id: 'submitted',
      label: intl.formatMessage({ id: 'learn.col.submitted' }),
      // The day on the school's clock (an instant's UTC date is the day before until 07:00).
      render: (request) => formatDate({ value: request.createdAt, locale }),
    },
    {
      id: 'status',
      label: intl.formatMessage({ id: 'learn.col.status' }),
      render: (request) =>
        `${locale === 'en' ? request.statusNameEn : request.statusName}${request.staffNote ? ` — ${request.staffNote}` : ''}`,
    },
  ];
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
      <RecordTable
        label={intl.formatMessage({ id: 'learn.continueStudy.mine' })}
        columns={columns}
        rows={requests.data?.data ?? []}
        isLoading={!requests.data}
        error={requests.error}
        onRetry={() => void requests.mutate()}
      />
    </div>
  );
}
