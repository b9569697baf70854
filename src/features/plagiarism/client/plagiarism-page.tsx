import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { useSession } from '../../../client/app/session/session-provider';
import { FileUploadWidget } from '../../../client/engine/form/widgets/file-upload-widget';
import { localReason } from '../../../client/engine/form/widgets/upload-file';
import type { PlagiarismCheck, PlagiarismReport } from '../../../generated/index';
import { CheckHistory } from './check-history';
import { fetchChecks, fetchReport, startCheck } from './plagiarism-api';
import { ReportView } from './report-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
});

/** How often a page with a queued or running check asks again. */
const POLL_MS = 1500;

type Uploaded = { id: number; name: string; url: string; size: number; type: string } | undefined;

/**
 * /project/plagiarism: upload a thesis (PDF or DOCX) with the engine's upload widget, start a
 * check, follow its job (queued, running, done, rejected), read the history and open a report
 * with each passage beside its source, or download it as a PDF.
 */
export function PlagiarismPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { user } = useSession();
  const userId = user ? Number(user.id) : 0;
  const [file, setFile] = useState<Uploaded>(undefined);
  const [language, setLanguage] = useState<'vi' | 'en'>(intl.locale === 'en' ? 'en' : 'vi');
  const [checks, setChecks] = useState<PlagiarismCheck[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [report, setReport] = useState<PlagiarismReport | null>(null);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      if (!userId) return;
      try {
        setChecks(await fetchChecks({ userId, signal }));
        setLoadError(false);
      } catch {
        if (!signal?.aborted) setLoadError(true);
      }
    },
    [userId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const isPending = (checks ?? []).some((check) => check.status === 'queued' || check.status === 'running');
  useEffect(() => {
    if (!isPending) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [isPending, reload]);

  useEffect(() => {
    if (selectedId === null) return;
    const controller = new AbortController();
    setReport(null);
    fetchReport({ id: selectedId, signal: controller.signal }).then(setReport, () => {
      if (!controller.signal.aborted) setLoadError(true);
    });
    return () => controller.abort();
  }, [selectedId]);

  const start = async () => {
    if (!file) return;
    setIsStarting(true);
    setStartError(null);
    const { id, reason } = await startCheck({ fileId: Number(file.id), language });
    setIsStarting(false);
    if (id === null) {
      setStartError(localReason({ reason: reason ?? '', locale: intl.locale }));
      return;
    }
    setFile(undefined);
    await reload();
  };

  const uploadProps = {
    id: 'plagiarism-file',
    name: 'file',
    label: intl.formatMessage({ id: 'plagiarism.upload.label' }),
    schema: { type: 'object' },
    options: { accept: '.pdf,.docx', kind: 'thesis', maxSizeMB: 10 },
    value: file,
    onChange: (value: Uploaded) => setFile(value),
    required: true,
  } as unknown as WidgetProps;

  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'plagiarism.title' })}</Title2>
      <Text>{intl.formatMessage({ id: 'plagiarism.intro' })}</Text>
      <div className={styles.card}>
        <FileUploadWidget {...uploadProps} />
        <Field label={intl.formatMessage({ id: 'plagiarism.language' })}>
          <RadioGroup
            layout="horizontal"
            value={language}
            onChange={(_event, data) => setLanguage(data.value === 'en' ? 'en' : 'vi')}
          >
            <Radio value="vi" label={intl.formatMessage({ id: 'plagiarism.language.vi' })} />
            <Radio value="en" label={intl.formatMessage({ id: 'plagiarism.language.en' })} />
          </RadioGroup>
        </Field>
        {startError && (
          <MessageBar intent="error">
            <MessageBarBody>{startError}</MessageBarBody>
          </MessageBar>
        )}
        <div>
          <Button appearance="primary" disabled={!file || isStarting} onClick={() => void start()}>
            {intl.formatMessage({ id: isStarting ? 'plagiarism.starting' : 'plagiarism.start' })}
          </Button>
        </div>
      </div>
      <Title3 as="h2">{intl.formatMessage({ id: 'plagiarism.history.title' })}</Title3>
      {isPending && <Spinner size="tiny" label={intl.formatMessage({ id: 'plagiarism.history.pending' })} />}
      {loadError && (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'plagiarism.loadError' })}</MessageBarBody>
        </MessageBar>
      )}
      {checks === null && !loadError ? (
        <Spinner label={intl.formatMessage({ id: 'plagiarism.loading' })} />
      ) : (
        <CheckHistory checks={checks ?? []} selectedId={selectedId} onOpen={setSelectedId} />
      )}
      {selectedId !== null && !report && !loadError && (
        <Spinner label={intl.formatMessage({ id: 'plagiarism.loading' })} />
      )}
      {report && <ReportView report={report} />}
    </section>
  );
}

export default PlagiarismPage;
