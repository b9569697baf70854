import { useState } from 'react';
import {
  Badge,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLocale, useSource } from '../../../client/engine';
import { formatDateTime } from '../../../core';
import type { Deadline } from '../../../generated';
import { LoadError } from '../../../client/engine/list/load-error';
import { useNow } from './use-now';
import { MyRequests } from './my-requests';
import { RegisterForm } from './register-form';
import { deadlineState } from './request-deadline';
import type { WindowState } from './request-deadline';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '860px',
  },
  window: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const STATE_COLOR: Record<WindowState, 'success' | 'warning' | 'danger'> = {
  open: 'success',
  notYet: 'warning',
  closed: 'danger',
};

/** The first id of `?companyId=` (a company page's "apply" link), or null. */
function useCompanyParam(): number | null {
  const [query] = useSearchParams();
  const raw = query.get('companyId') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * /project/register: the request windows (open or closed, with their dates), the request form
 * (up to three teachers, their topics with live places, a company option) and my requests. The
 * server offers a student only the rounds they may register in (request-round-eligibility.ts);
 * when none is left, the page says what rounds are for and that none applies now.
 */
export default function RegisterPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const companyId = useCompanyParam();
  const deadlines = useSource('projects.deadlines', { kind: 'request' });
  const now = useNow();
  const windows = deadlines.data?.data ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The window chosen, else the open one that opened first (the longest-running), else the first.
  const chosen: Deadline | undefined =
    windows.find((deadline) => deadline.id === chosenId) ??
    windows
      .filter((deadline) => deadlineState({ deadline, now }) === 'open')
      .sort((x, y) => x.startDate.localeCompare(y.startDate) || x.id - y.id)[0] ??
    windows[0];
  const state = chosen ? deadlineState({ deadline: chosen, now }) : null;
  const hasOpen = windows.some((deadline) => deadlineState({ deadline, now }) === 'open');
  const nameOf = (deadline: Deadline) =>
    locale === 'en' && deadline.nameEn ? deadline.nameEn : deadline.name;

  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'project.register.title' })}</Title2>
      <Text>{intl.formatMessage({ id: 'project.register.intro' })}</Text>
      {deadlines.error ? <LoadError onRetry={() => void deadlines.mutate()} /> : null}
      {deadlines.isLoading ? <Spinner label={intl.formatMessage({ id: 'project.loading' })} /> : null}
      {deadlines.data && windows.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage({ id: 'project.register.noWindow' })}</MessageBarTitle>
            {intl.formatMessage({ id: 'project.register.noWindowHint' })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {windows.length > 0 && !hasOpen ? (
        <Text role="note">{intl.formatMessage({ id: 'project.register.noneOpen' })}</Text>
      ) : null}
      {windows.length > 1 ? (
        <Field label={intl.formatMessage({ id: 'project.register.window' })}>
          <Select
            value={chosen ? String(chosen.id) : ''}
            onChange={(_, data) => setChosenId(Number(data.value))}
          >
            {windows.map((deadline) => (
              <option key={deadline.id} value={deadline.id}>
                {nameOf(deadline)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {chosen && state ? (
        <>
          <div className={styles.window} role="status">
            <Text weight="semibold">{nameOf(chosen)}</Text>
            <Badge appearance="tint" color={STATE_COLOR[state]}>
              {intl.formatMessage({ id: `project.register.state.${state}` })}
            </Badge>
            <Text>
              {intl.formatMessage(
                { id: 'project.register.dates' },
                {
                  start: formatDateTime({ value: chosen.startDate, locale }),
                  end: formatDateTime({ value: chosen.endDate, locale }),
                },
              )}
            </Text>
          </div>
          <RegisterForm
            key={chosen.id}
            deadline={chosen}
            isOpen={state === 'open'}
            initialCompanyId={companyId}
          />
        </>
      ) : null}
      <Title3 as="h2">{intl.formatMessage({ id: 'project.requests.title' })}</Title3>
      <MyRequests />
    </section>
  );
}
