import { useState } from 'react';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CalendarAddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { useMutation } from '../../../client/engine/use-mutation';
import { useSource } from '../../../client/engine/use-source';
import { isSuccessCode } from '../../../core/result-codes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'end' },
});

/** 'Add to my calendar': the .ics download, and a secret subscription URL that can be revoked. */
export function CalendarExport() {
  const intl = useIntl();
  const styles = useStyles();
  const status = useSource('learn.calendarToken', {});
  const create = useMutation<Record<string, never>, { token: string; url: string }>({
    name: 'learn.createCalendarToken',
  });
  const revoke = useMutation<Record<string, never>, null>({ name: 'learn.revokeCalendarToken' });
  const [url, setUrl] = useState('');
  const download = `${studentApi.getBaseUrl()}/api/v2/timetables/calendar.ics`;
  return (
    <section className={styles.root} aria-labelledby="calendar-export">
      <Text id="calendar-export" weight="semibold">
        {intl.formatMessage({ id: 'learn.calendar.title' })}
      </Text>
      <div className={styles.row}>
        <Button
          as="a"
          href={download}
          download="thoi-khoa-bieu.ics"
          icon={<ArrowDownloadRegular />}
          data-testid="ics-download"
        >
          {intl.formatMessage({ id: 'learn.calendar.download' })}
        </Button>
        <Button
          icon={<CalendarAddRegular />}
          onClick={async () => {
            const result = await create.trigger({ body: {} });
            if (isSuccessCode(result.code) && result.data) setUrl(result.data.url);
          }}
        >
          {intl.formatMessage({
            id: status.data?.isActive ? 'learn.calendar.renew' : 'learn.calendar.subscribe',
          })}
        </Button>
        {status.data?.isActive ? (
          <Button
            icon={<DeleteRegular />}
            onClick={async () => {
              await revoke.trigger({ body: {} });
              setUrl('');
            }}
          >
            {intl.formatMessage({ id: 'learn.calendar.revoke' })}
          </Button>
        ) : null}
      </div>
      {url ? (
        <Field
          label={intl.formatMessage({ id: 'learn.calendar.url' })}
          hint={intl.formatMessage({ id: 'learn.calendar.urlHint' })}
        >
          <Input readOnly value={url} onFocus={(event) => event.target.select()} data-testid="calendar-url" />
        </Field>
      ) : status.data?.isActive ? (
        <Text size={200}>
          {intl.formatMessage({ id: 'learn.calendar.active' }, { date: status.data.createdAt.slice(0, 10) })}
        </Text>
      ) : null}
    </section>
  );
}
