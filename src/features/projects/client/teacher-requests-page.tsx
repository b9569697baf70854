import { useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ListView } from '../../../client/engine';
import { TeacherRequestDialog } from './teacher-request-dialog';
import type { TeacherRequestRow } from './teacher-sources';
import './teacher-sources';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * /teacher, where a teacher lands: requests whose current teacher is me (the configured list
 * `teacher.requests`); a row opens the request to accept it or decline it with a reason.
 */
export default function TeacherRequestsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState<TeacherRequestRow | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'teacher.requests.title' })}</Title2>
      <Text>{intl.formatMessage({ id: 'teacher.requests.intro' })}</Text>
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ListView
        list="teacher.requests"
        syncWithUrl
        onRowOpen={(row) => {
          setNotice('');
          setOpen(row as unknown as TeacherRequestRow);
        }}
      />
      <TeacherRequestDialog request={open} onClose={() => setOpen(null)} onDone={setNotice} />
    </section>
  );
}
