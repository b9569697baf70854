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
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { CollapsibleSections } from '../../../client/engine/collapsible-sections';
import { ProgramCreditExplanation } from './credits/credit-explanation';
import { ProgramModuleCourses, STATUS_COLOR } from './program-module-courses';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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
  const status = (value: string) => intl.formatMessage({ id: `learn.audit.module.${value}` });
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
          <CollapsibleSections
            // On phones the first block still to complete is open; the others read from their headers.
            openOnPhones={[(audit.modules.find((module) => module.status !== 'done') ?? audit.modules[0])?.id]
              .filter((id) => id !== undefined)
              .map(String)}
            expandAllText={intl.formatMessage({ id: 'learn.program.expandAll' })}
            collapseAllText={intl.formatMessage({ id: 'learn.program.collapseAll' })}
            sections={audit.modules.map((module) => {
              const name = locale === 'en' ? module.nameEn || module.name : module.name;
              return {
                value: String(module.id),
                title: (
                  <>
                    {module.order}. {name}{' '}
                    <Badge color={STATUS_COLOR[module.status]} className={styles.badge}>
                      {status(module.status)}
                    </Badge>
                  </>
                ),
                summary: intl.formatMessage(
                  { id: 'learn.program.moduleCredits' },
                  {
                    done: module.doneCredits,
                    inProgress: module.inProgressCredits,
                    required: module.requiredCredits,
                  },
                ),
                content: <ProgramModuleCourses label={name} courses={module.courses} />,
              };
            })}
          />
        </>
      )}
    </div>
  );
}
