import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Card,
  CardHeader,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useMutation, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT, formatDate, formatSemester, projectType, requestStatus } from '../../../core';
import type { ProjectRequest } from '../../../generated';
import { LoadError } from '../../../client/engine/list/load-error';
import { AppLink } from '../../../client/app/app-link';
import { canCancelRequest, requestChoices } from './request-view';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  choices: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
  },
  choice: { overflowWrap: 'anywhere' },
  status: { flexShrink: 0, whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  current: { fontWeight: tokens.fontWeightSemibold },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * My project requests with each choice's status; withdraw one while it is processing. Empty, it
 * says what will be listed and how to send one (on a company's page: a link to apply there).
 */
export function MyRequests({ companyId }: { companyId?: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const requests = useSource('projects.myRequests', {});
  const [target, setTarget] = useState<ProjectRequest | null>(null);
  const cancel = useMutation<Record<string, never>>({ name: 'projects.cancelRequest' });
  const rows = (requests.data?.data ?? []).filter(
    (request) => companyId === undefined || request.companyId === companyId,
  );
  if (requests.error) return <LoadError onRetry={() => void requests.mutate()} />;
  if (!requests.data) return <Spinner size="small" label={intl.formatMessage({ id: 'project.loading' })} />;
  if (rows.length === 0)
    return (
      <div className={styles.empty}>
        <Text>{EMPTY_LIST_TEXT[locale]}</Text>
        {companyId === undefined ? (
          <Text>{intl.formatMessage({ id: 'project.requests.emptyHint' })}</Text>
        ) : (
          <Text>
            {intl.formatMessage(
              { id: 'project.requests.emptyHintCompany' },
              {
                link: (chunks: ReactNode[]) => (
                  <AppLink to={`/project/register?companyId=${companyId}`}>{chunks}</AppLink>
                ),
              },
            )}
          </Text>
        )}
      </div>
    );
  return (
    <>
      <ul className={styles.list}>
        {rows.map((request) => (
          <li key={request.id}>
            <Card>
              <CardHeader
                header={
                  <Subtitle2 as="h3">
                    {projectType.label({ value: request.projectType, locale })}
                    {request.courseName ? (
                      <>
                        {' – '}
                        <span lang="vi">{request.courseName}</span>
                      </>
                    ) : null}
                  </Subtitle2>
                }
                description={
                  <Caption1 className={styles.meta}>
                    {intl.formatMessage(
                      { id: 'project.requests.meta' },
                      {
                        semester: formatSemester({ semester: request.semester, locale }),
                        date: formatDate({ value: request.createdDate, locale }),
                      },
                    )}
                  </Caption1>
                }
                action={
                  <Badge appearance="tint" className={styles.status}>
                    {requestStatus.label({ value: request.status, locale })}
                  </Badge>
                }
              />
              <ol
                className={styles.choices}
                aria-label={intl.formatMessage({ id: 'project.requests.choices' })}
              >
                {requestChoices(request).map((choice) => (
                  <li key={choice.number} className={styles.choice}>
                    <span className={choice.isFinal ? styles.current : undefined} lang="vi">
                      {intl.formatMessage(
                        { id: 'project.requests.choice' },
                        { number: choice.number, teacher: choice.teacherName, title: choice.title },
                      )}
                    </span>{' '}
                    <Badge appearance="outline" size="small" className={styles.status}>
                      {choice.isSkipped
                        ? intl.formatMessage({ id: 'project.requests.skipped' })
                        : requestStatus.label({ value: choice.status, locale })}
                    </Badge>
                    {choice.isCurrent ? (
                      <Caption1> {intl.formatMessage({ id: 'project.requests.current' })}</Caption1>
                    ) : null}
                  </li>
                ))}
              </ol>
              {request.companyName ? (
                <Text>
                  {intl.formatMessage(
                    { id: 'project.requests.company' },
                    { name: <span lang="vi">{request.companyName}</span> },
                  )}
                </Text>
              ) : null}
              {request.rejectReasons.length > 0 ? (
                <Text>
                  {intl.formatMessage(
                    { id: 'project.requests.reasons' },
                    { reasons: <span lang="vi">{request.rejectReasons.join('; ')}</span> },
                  )}
                </Text>
              ) : null}
              {canCancelRequest(request) ? (
                <div>
                  <Button onClick={() => setTarget(request)}>
                    {intl.formatMessage({ id: 'project.requests.cancel' })}
                  </Button>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={target !== null} onOpenChange={(_, data) => (data.open ? null : setTarget(null))}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'project.requests.cancelTitle' })}</DialogTitle>
            <DialogContent>{intl.formatMessage({ id: 'project.requests.cancelText' })}</DialogContent>
            <DialogActions>
              <Button onClick={() => setTarget(null)}>
                {intl.formatMessage({ id: 'project.requests.keep' })}
              </Button>
              <Button
                appearance="primary"
                disabled={cancel.isMutating}
                onClick={async () => {
                  if (!target) return;
                  await cancel.trigger({ body: {}, id: target.id });
                  setTarget(null);
                }}
              >
                {intl.formatMessage({ id: 'project.requests.confirmCancel' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
