import { useState } from 'react';
import {
  Badge,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  ProgressBar,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { ProgramCreditExplanation } from './credits/credit-explanation';
import { ProgramModuleCourses, STATUS_COLOR } from './program-module-courses';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  module: {
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  badge: { whiteSpace: 'nowrap' },
});

/** /learn/education-program: modules in order, credits, degree audit, and a what-if for a change of major. */
export default function EducationProgramPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const programs = useSource('learn.programs', {});
  const [programId, setProgramId] = useState<number | undefined>(undefined);
  const detail = useSource('learn.programDetail', { programId });
  // Accumulated credits and results explain why the programme's figures differ (viewGrades module).
  const aggregate = useSource('learn.aggregate', {});
  const results = useSource('learn.studyResults', {});
  const audit = detail.data;
  const status = (value: string) => intl.formatMessage({ id: `learn.audit.${value}` });
  return (
    <div className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'learn.program.title' })}</Title2>
      <Field
        label={intl.formatMessage({ id: 'learn.program.whatIf' })}
        hint={intl.formatMessage({ id: 'learn.program.whatIfHint' })}
      >
        <Dropdown
          value={
            audit
              ? `${audit.program.code} ${locale === 'en' ? audit.program.nameEn || audit.program.name : audit.program.name}`
              : ''
          }
          onOptionSelect={(_e, data) => setProgramId(Number(data.optionValue))}
        >
          {(programs.data?.data ?? []).map((program) => (
            <Option
              key={program.id}
              value={String(program.id)}
              text={`${program.code} ${locale === 'en' ? program.nameEn || program.name : program.name}`}
            >
              {`${program.code} ${locale === 'en' ? program.nameEn || program.name : program.name}${program.isMine ? ` (${intl.formatMessage({ id: 'learn.program.mine' })})` : ''}`}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {detail.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'learn.error' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!audit ? (
        <Spinner />
      ) : (
        <>
          {audit.isWhatIf ? (
            <MessageBar intent="info">
              <MessageBarBody>
                {intl.formatMessage(
                  { id: 'learn.program.whatIfNotice' },
                  { unused: audit.unusedCourses.length },
                )}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <Text data-testid="audit-summary">
            {intl.formatMessage(
              { id: 'learn.program.summary' },
              {
                done: audit.doneCredits,
                inProgress: audit.inProgressCredits,
                missing: audit.missingCredits,
                required: audit.requiredCredits,
              },
            )}
          </Text>
          <ProgressBar
            value={
              audit.requiredCredits
                ? (audit.doneCredits + audit.inProgressCredits) / audit.requiredCredits
                : 0
            }
            thickness="large"
            aria-label={intl.formatMessage({ id: 'learn.program.title' })}
          />
          {aggregate.data && results.data ? (
            <ProgramCreditExplanation
              audit={audit}
              results={results.data.data}
              accumulatedCredits={aggregate.data.accumulatedCredits}
            />
          ) : null}
          {audit.modules.map((module) => (
            <section key={module.id} className={styles.module}>
              <Title3 as="h2">
                {module.order}. {locale === 'en' ? module.nameEn || module.name : module.name}{' '}
                <Badge color={STATUS_COLOR[module.status]} className={styles.badge}>
                  {status(module.status)}
                </Badge>
              </Title3>
              <Text>
                {intl.formatMessage(
                  { id: 'learn.program.moduleCredits' },
                  {
                    done: module.doneCredits,
                    inProgress: module.inProgressCredits,
                    required: module.requiredCredits,
                  },
                )}
              </Text>
              <ProgramModuleCourses
                label={locale === 'en' ? module.nameEn || module.name : module.name}
                courses={module.courses}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
