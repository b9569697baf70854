import { useState } from 'react';
import {
  Button,
  Caption1,
  Card,
  CardHeader,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { projectStatus } from '../../../core';
import { useLocale, useMutation } from '../../../client/engine';
import type { ProjectPhase } from '../../../generated';
import type { ReviewBody } from './teacher-sources';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  report: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  mark: { width: '12rem', maxWidth: '100%' },
  decision: { minWidth: '14rem', maxWidth: '100%' },
  save: { alignSelf: 'flex-start' },
});

const DECISIONS = [
  { key: 'keep', status: undefined },
  { key: 'done', status: 3 },
  { key: 'edit', status: 10 },
] as const;

/** One phase of a project I supervise: the student's report, and my comment, mark and decision. */
export function TeacherPhaseReview({ phase }: { phase: ProjectPhase }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const review = useMutation<ReviewBody, ProjectPhase>({ name: 'projects.teacherReview' });
  const [comment, setComment] = useState(phase.teacherComment ?? '');
  // With the reader's decimal mark ("7,5" in Vietnamese); either mark is read back.
  const [mark, setMark] = useState(
    phase.mark !== undefined && phase.mark >= 0
      ? String(phase.mark).replace('.', locale === 'vi' ? ',' : '.')
      : '',
  );
  const [decision, setDecision] = useState<(typeof DECISIONS)[number]['key']>('keep');
  const [markError, setMarkError] = useState('');
  const t = (id: string) => intl.formatMessage({ id: `teacher.phase.${id}` });
  const name = locale === 'en' && phase.nameEn ? phase.nameEn : phase.name;
  const markId = `phase-${phase.id}-mark`;
  // A mark and a decision wait for the student's submission; a comment can come at any time.
  const isSubmitted = Boolean(phase.submittedAt);

  const save = async () => {
    if (!isSubmitted) {
      await review.trigger({ body: { teacherComment: comment }, id: phase.id });
      return;
    }
    const value = mark.trim() === '' ? -1 : Number(mark.replace(',', '.'));
    if (!Number.isFinite(value) || (value !== -1 && (value < 0 || value > 10))) {
      setMarkError(t('markInvalid'));
      return;
    }
    const status = DECISIONS.find((item) => item.key === decision)?.status;
    await review.trigger({
      body: { teacherComment: comment, mark: value, ...(status === undefined ? {} : { status }) },
      id: phase.id,
    });
  };

  return (
    <Card>
      <CardHeader
        header={<Text weight="semibold">{name}</Text>}
        description={projectStatus.label({ value: phase.status, locale })}
      />
      <div className={styles.body}>
        <Text weight="semibold">{t('report')}</Text>
        <Text className={styles.report}>{phase.studentReport || t('noReport')}</Text>
        <Field label={t('comment')}>
          <Textarea
            value={comment}
            resize="vertical"
            maxLength={4000}
            onChange={(_e, d) => setComment(d.value)}
          />
        </Field>
        {isSubmitted ? (
          <div className={styles.row}>
            <Field label={t('mark')} validationMessage={markError || undefined} className={styles.mark}>
              <Input
                id={markId}
                inputMode="decimal"
                value={mark}
                onChange={(_e, d) => {
                  setMark(d.value);
                  setMarkError('');
                }}
              />
            </Field>
            <Field label={t('decision')} className={styles.decision}>
              <Dropdown
                value={t(`decision.${decision}`)}
                selectedOptions={[decision]}
                onOptionSelect={(_e, d) => setDecision((d.optionValue as typeof decision) ?? 'keep')}
              >
                {DECISIONS.map((item) => (
                  <Option key={item.key} value={item.key}>
                    {t(`decision.${item.key}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </div>
        ) : (
          <Caption1>{t('notSubmitted')}</Caption1>
        )}
        <Button
          appearance="primary"
          className={styles.save}
          disabled={review.isMutating}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
      </div>
    </Card>
  );
}
