import { useEffect, useMemo, useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import {
  EngineConfigProvider,
  getFormConfig,
  SchemaForm,
  showToast,
  useEngineConfig,
  useLocale,
} from '../../../client/engine';
import type { FormConfig } from '../../../client/engine';
import { discardDraft } from '../../../client/engine/form/use-form-draft';
import { resultMessage } from '../../../core';
import type { Award, AwardStudentInfo } from '../../../generated';
import { subscribeApplyEvents } from './apply-events';
import type { ApplyEvent } from './apply-events';
import { applicationFormData, applyDraftKey, callFormConfig } from './call-form';
import { SCHOLARSHIP_FORM } from './mutations';
import { SubmitConfirmDialog } from './submit-confirm-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
});

/** Codes after which the page shows the server's current state (SPEC §8 generic set). */
const RELOADING_CODES = new Set([-2, -3, -4]);

/** A read-only form: no buttons, no draft kept. */
const readOnlyForm = (form: FormConfig): FormConfig => ({
  ...form,
  draft: 'none',
  uiSchema: {
    ...form.uiSchema,
    'ui:submitButtonOptions': {
      ...((form.uiSchema['ui:submitButtonOptions'] as Record<string, unknown> | undefined) ?? {}),
      norender: true,
    },
  },
});

/** The toast and notice texts of an apply answer. */
function useApplyAnswers({
  awardId,
  draftKey,
  onReload,
}: {
  awardId: number;
  draftKey: string | null;
  onReload: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const t = (id: string, values?: Record<string, string>) =>
      intl.formatMessage({ id: `awards.apply.${id}` }, values);
    const toast = (title: string, intent: 'success' | 'error') => showToast({ title, intent });
    const onAnswer = ({ awardId: answered, action, result }: ApplyEvent) => {
      if (answered !== awardId) return;
      if (result.code === 1) {
        // What was sent is on the server now: the reloaded application replaces the local copy.
        if (draftKey) discardDraft(draftKey);
        setNotice(null);
        toast(t(action === 'save' ? 'saved' : 'submitted'), 'success');
        return;
      }
      if (result.code === 0 && result.data) {
        // Changed elsewhere since this page read it: show the stored application, not an old copy.
        if (draftKey) discardDraft(draftKey);
        setNotice(t('stale'));
        toast(t('staleToast'), 'error');
        onReload();
        return;
      }
      const byCode: Record<number, string> = {
        [-1]: resultMessage({ set: 'generic', code: -1, locale }),
        [-2]: t('notFound'),
        [-3]: t('alreadySubmitted'),
        [-4]: t('closed'),
      };
      // A refused draft was not saved; only a refused submit failed to send the application.
      const failed = action === 'save' ? 'saveFailed' : 'failed';
      toast(byCode[result.code] ?? t(failed, { reason: result.message ?? '' }), 'error');
      if (RELOADING_CODES.has(result.code)) onReload();
    };
    return subscribeApplyEvents(onAnswer);
  }, [awardId, draftKey, onReload, intl, locale]);
  return notice;
}

/**
 * The call's application form (the engine's SchemaForm with the server's form for this call):
 * "Lưu nháp" keeps a server draft (whatever is filled in), "Nộp hồ sơ" submits once the declaration
 * is ticked and I confirm in a dialog (submitting is final); a saved draft comes back when I return.
 * Read-only once submitted or when the call is closed. Answers are worded for the call and a
 * stale or refused send reloads what the server holds.
 */
export function ApplyForm({
  award,
  info,
  onReload,
}: {
  award: Award;
  info: AwardStudentInfo;
  onReload: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { config, userId } = useEngineConfig();
  const status = info.application?.status ?? 'none';
  const canEdit = award.isOpen && (status === 'none' || status === 'draft');
  const draftKey = applyDraftKey({ tenant: config.code, userId, awardId: award.id });
  const notice = useApplyAnswers({ awardId: award.id, draftKey, onReload });
  const base = getFormConfig({ config, name: SCHOLARSHIP_FORM });
  const scoped = useMemo(() => {
    const form = callFormConfig({ base, callForm: info.form });
    return { ...config, forms: { ...config.forms, [SCHOLARSHIP_FORM]: canEdit ? form : readOnlyForm(form) } };
  }, [base, config, info.form, canEdit]);
  const initialData = useMemo(() => applicationFormData(info), [info]);

  useEffect(() => {
    // Unsent edits of a form that can no longer be sent are no draft any more.
    if (!canEdit && draftKey) discardDraft(draftKey);
  }, [canEdit, draftKey]);

  return (
    <div className={styles.root}>
      {notice ? (
        <MessageBar intent="warning">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      {canEdit ? null : (
        <MessageBar intent="info">
          <MessageBarBody>
            {intl.formatMessage({ id: award.isOpen ? 'awards.apply.locked' : 'awards.apply.closedForm' })}
          </MessageBarBody>
        </MessageBar>
      )}
      <EngineConfigProvider config={scoped} userId={userId}>
        <SchemaForm
          key={`${award.id}-${info.application?.lastUpdate ?? 'new'}-${canEdit}`}
          form={SCHOLARSHIP_FORM}
          recordId={award.id}
          idPrefix={`award${award.id}`}
          initialData={initialData}
          disabled={!canEdit}
          canSubmit={canEdit}
          canSaveDraft={canEdit}
        />
      </EngineConfigProvider>
      {canEdit ? <SubmitConfirmDialog awardId={award.id} /> : null}
    </div>
  );
}
