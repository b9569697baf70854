import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale, useMutation, useSource } from '../../../client/engine';
import { isSuccessCode, projectType } from '../../../core';
import type { Deadline, ProjectRequest } from '../../../generated';
import { ChoiceRow } from './choice-row';
import { LoadError } from '../../../client/engine/list/load-error';
import { companyName } from './company-text';
import type { CreateRequestBody } from './mutations';
import { canAddChoice, canSendChoices, choiceProblems, emptyChoice } from './register-choices';
import type { RegisterChoice } from './register-choices';
import { choiceRemaining, requestFields, teacherOffers } from './request-body';
import { useRegisterDraft } from './use-register-draft';

/** How often the topics' places are read again while the form is open. */
const LIVE_QUOTA_MS = 20_000;
/** Codes the form explains in its own words (SPEC §8 request codes). */
const EXPLAINED_CODES = new Set([-3, -5, -6, -7, -8]);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** The request form: up to three different teachers, a topic or a title for each, a company option. */
export function RegisterForm({
  deadline,
  isOpen,
  initialCompanyId,
}: {
  deadline: Deadline;
  isOpen: boolean;
  /** A company chosen on its page ("Đăng ký thực tập"). */
  initialCompanyId: number | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const type = deadline.projectType >= 0 ? deadline.projectType : 0;
  const topics = useSource('projects.teacherTopics', {
    page: 1,
    pageSize: 200,
    projectType: type,
    semester: deadline.semester,
    status: '2',
  });
  const offers = useMemo(() => teacherOffers(topics.data?.data ?? []), [topics.data]);
  const { mutate } = topics;
  useEffect(() => {
    const timer = setInterval(() => void mutate(), LIVE_QUOTA_MS);
    return () => clearInterval(timer);
  }, [mutate]);

  // An unsent request comes back after a reload (a company chosen on its page wins over the draft's).
  const kept = useRegisterDraft({ deadlineId: deadline.id });
  const [choices, setChoices] = useState<RegisterChoice[]>(() => kept.restored?.choices ?? [emptyChoice()]);
  const [hasCompany, setHasCompany] = useState(
    initialCompanyId !== null || (kept.restored?.hasCompany ?? false),
  );
  const [companyId, setCompanyId] = useState<number | null>(
    initialCompanyId ?? kept.restored?.companyId ?? null,
  );
  const [notes, setNotes] = useState(kept.restored?.notes ?? '');
  const [isTried, setIsTried] = useState(false);
  const { keep } = kept;
  useEffect(
    () => keep({ choices, hasCompany, companyId, notes }),
    [keep, choices, hasCompany, companyId, notes],
  );
  const [answer, setAnswer] = useState<{ code: number; message?: string } | null>(null);
  const companies = useSource('projects.companies', { page: 1, pageSize: 100 }, { keepPreviousData: true });
  const create = useMutation<CreateRequestBody, ProjectRequest>({ name: 'projects.createRequest' });

  const remainingOf = (choice: RegisterChoice) => choiceRemaining({ choice, offers });
  const problems = choiceProblems({ choices, remainingOf });
  const isCompanyMissing = hasCompany && companyId === null;
  const canSend = isOpen && canSendChoices({ choices, remainingOf }) && !isCompanyMissing;

  const update = (index: number, choice: RegisterChoice) =>
    setChoices((current) => current.map((old, position) => (position === index ? choice : old)));

  const send = async () => {
    setIsTried(true);
    setAnswer(null);
    if (!canSend) return;
    const fields = requestFields({ choices, deadline, companyId: hasCompany ? companyId : null, notes });
    const result = await create.trigger({ body: { fields } });
    setAnswer({ code: result.code, message: result.message });
    if (isSuccessCode(result.code)) {
      kept.clear();
      setChoices([emptyChoice()]);
      setNotes('');
      setIsTried(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage({ id: 'project.register.formTitle' })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p>
        {intl.formatMessage(
          { id: 'project.register.for' },
          { type: projectType.label({ value: type, locale }) },
        )}
      </p>
      {topics.isLoading ? (
        <Spinner size="small" label={intl.formatMessage({ id: 'project.loading' })} />
      ) : null}
      {topics.error ? <LoadError onRetry={() => void mutate()} /> : null}
      {topics.data && offers.length === 0 ? (
        <p role="status">{intl.formatMessage({ id: 'project.register.noTeachers' })}</p>
      ) : null}
      {choices.map((choice, index) => (
        <ChoiceRow
          key={index}
          index={index}
          choice={choice}
          offers={offers}
          problem={problems[index]}
          showProblem={isTried}
          onChange={(next) => update(index, next)}
          onRemove={
            choices.length > 1 ? () => setChoices((current) => current.filter((_, at) => at !== index)) : null
          }
        />
      ))}
      {canAddChoice(choices) ? (
        <Button
          icon={<AddRegular />}
          onClick={() => setChoices((current) => [...current, emptyChoice()])}
          disabled={!isOpen}
        >
          {intl.formatMessage({ id: 'project.register.addChoice' }, { left: 3 - choices.length })}
        </Button>
      ) : (
        <p>{intl.formatMessage({ id: 'project.register.maxChoices' })}</p>
      )}
      <Switch
        checked={hasCompany}
        label={intl.formatMessage({ id: 'project.register.withCompany' })}
        onChange={(_, data) => setHasCompany(data.checked)}
      />
      {hasCompany ? (
        <Field
          label={intl.formatMessage({ id: 'project.register.company' })}
          required
          validationMessage={
            isTried && isCompanyMissing
              ? intl.formatMessage({ id: 'project.register.companyMissing' })
              : undefined
          }
        >
          <Select
            value={companyId === null ? '' : String(companyId)}
            onChange={(_, data) => setCompanyId(data.value ? Number(data.value) : null)}
          >
            <option value="">{intl.formatMessage({ id: 'project.register.pickCompany' })}</option>
            {(companies.data?.data ?? []).map((company) => (
              <option key={company.id} value={company.id}>
                {companyName({ company, locale })}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label={intl.formatMessage({ id: 'project.register.notes' })}>
        <Textarea value={notes} maxLength={2000} onChange={(_, data) => setNotes(data.value)} />
      </Field>
      {answer && !isSuccessCode(answer.code) ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {EXPLAINED_CODES.has(answer.code)
              ? intl.formatMessage({ id: `project.register.code.m${-answer.code}` })
              : answer.message ||
                intl.formatMessage({ id: 'project.register.code.other' }, { code: answer.code })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {answer && isSuccessCode(answer.code) ? (
        <MessageBar intent="success">
          <MessageBarBody>{intl.formatMessage({ id: 'project.register.sent' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={!isOpen || create.isMutating}>
          {intl.formatMessage({ id: 'project.register.send' })}
        </Button>
        {!isOpen ? (
          <span role="note">{intl.formatMessage({ id: 'project.register.closedNote' })}</span>
        ) : null}
      </div>
    </form>
  );
}
