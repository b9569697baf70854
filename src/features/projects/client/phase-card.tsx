import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  Body1,
  Caption1,
  Card,
  CardHeader,
  Link,
  makeStyles,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { SchemaForm, useLocale } from '../../../client/engine';
import { formatDateTime, projectStatus } from '../../../core';
import type { ProjectDetail, ProjectPhase } from '../../../generated';
import { ActionNote } from './action-note';
import { phaseDecision } from './phase-decision';
import { fileUrl, phaseFormData } from './phase-form-data';

/** The configured phase form (pages/forms.json): report text and files, Save and Submit. */
export const PHASE_FORM = 'projects.phase';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  dates: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
  },
  teacher: {
    padding: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  locked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  files: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** A phase that can be neither saved nor submitted: what was handed in, read-only, and why. */
function LockedPhase({ phase, note }: { phase: ProjectPhase; note: ReactNode }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.locked}>
      <Text weight="semibold">{intl.formatMessage({ id: 'project.phase.report' })}</Text>
      <Body1 className={styles.text}>
        {phase.studentReport || intl.formatMessage({ id: 'project.phase.noReport' })}
      </Body1>
      {phase.files.length > 0 ? (
        <ul className={styles.files}>
          {phase.files.map((id, index) => (
            <li key={id}>
              <Link href={fileUrl(id)} target="_blank" rel="noreferrer noopener">
                {intl.formatMessage({ id: 'project.phase.fileName' }, { index: index + 1 })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {note}
    </div>
  );
}

/**
 * One phase of my project: its dates and status, the teacher's comment and mark, and the report
 * form with Save and Submit, each enabled as the server decides (the reason beside them when not);
 * a phase closed to both shows what was handed in instead of a greyed-out form.
 */
export function PhaseCard({ detail, phase, now }: { detail: ProjectDetail; phase: ProjectPhase; now: Date }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const decision = phaseDecision({ detail, phase, now });
  const name = locale === 'en' && phase.nameEn ? phase.nameEn : phase.name;
  const initialData = useMemo(
    () =>
      phaseFormData({
        phase,
        fileName: (index) => intl.formatMessage({ id: 'project.phase.fileName' }, { index }),
      }),
    [phase, intl],
  );
  const isLocked = !decision.canSave && !decision.canSubmit;
  const note = (
    <ActionNote
      canSave={decision.canSave}
      canSubmit={decision.canSubmit}
      saveCode={decision.saveCode}
      submitCode={decision.submitCode}
      startDate={phase.startDate}
      deadline={phase.deadline}
    />
  );
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Subtitle2 as="h3">
            {intl.formatMessage({ id: 'project.phase.heading' }, { index: phase.orderIndex + 1, name })}
          </Subtitle2>
        }
        action={<Badge appearance="tint">{projectStatus.label({ value: phase.status, locale })}</Badge>}
      />
      <div className={styles.dates}>
        {phase.startDate ? (
          <Caption1>
            {intl.formatMessage(
              { id: 'project.phase.start' },
              { date: formatDateTime({ value: phase.startDate, locale }) },
            )}
          </Caption1>
        ) : null}
        <Caption1>
          {phase.deadline
            ? intl.formatMessage(
                { id: 'project.phase.deadline' },
                { date: formatDateTime({ value: phase.deadline, locale }) },
              )
            : intl.formatMessage({ id: 'project.phase.noDeadline' })}
        </Caption1>
        {phase.submittedAt ? (
          <Caption1>
            {intl.formatMessage(
              { id: 'project.phase.submittedAt' },
              { date: formatDateTime({ value: phase.submittedAt, locale }) },
            )}
          </Caption1>
        ) : null}
      </div>
      {phase.description ? <Body1 className={styles.text}>{phase.description}</Body1> : null}
      {phase.teacherComment || phase.mark >= 0 ? (
        <div className={styles.teacher}>
          <Text weight="semibold">{intl.formatMessage({ id: 'project.phase.teacherComment' })}</Text>
          {phase.teacherComment ? <Body1 block>{phase.teacherComment}</Body1> : null}
          {phase.mark >= 0 ? (
            <Body1 block>{intl.formatMessage({ id: 'project.phase.mark' }, { mark: phase.mark })}</Body1>
          ) : null}
        </div>
      ) : null}
      {isLocked ? (
        <LockedPhase phase={phase} note={note} />
      ) : (
        <SchemaForm
          key={`${phase.id}-${phase.lastUpdate}`}
          form={PHASE_FORM}
          recordId={phase.id}
          idPrefix={`phase${phase.id}`}
          initialData={initialData}
          canSaveDraft={decision.canSave}
          canSubmit={decision.canSubmit}
          actions={note}
        />
      )}
    </Card>
  );
}
