import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { createSchemaUtils } from '@rjsf/utils';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { getChecksumRule, isSuccessCode } from '../../../core';
import { getFormConfig, useEngineConfig, useLocale } from '../engine-config';
import { getMutation } from '../mutation-registry';
import { FormSkeleton } from '../schema-form';
import type { SchemaFormProps } from '../schema-form-props';
import { useMutation } from '../use-mutation';
import { DraftStatus } from './draft-status';
import { FluentForm } from './fluent-form';
import { formSnapshot } from './form-snapshot';
import { localizeUiSchema } from './localize-ui-schema';
import { restrictEnums, withOnlyChoices } from './restrict-enums';
import { useFormValidator } from './precompiled-validator';
import { renderSchema } from './render-schema';
import { assertKnownWidgets, createStringTranslator, ENGINE_FIELDS, engineWidgets } from './rjsf-setup';
import { ServerDraftButton } from './server-draft-button';
import { countErrorFields, createErrorTranslator } from './translate-errors';
import { formDraftKey, useFormDraft } from './use-form-draft';
import { formTexts } from './form-texts';

type Data = Record<string, unknown>;

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalL,
  },
  errors: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The configured form once its validator (compiled at build time, see precompiled-validator.ts)
 * has loaded: no code is compiled in the browser.
 */
export default function SchemaFormImpl(props: SchemaFormProps) {
  const { config } = useEngineConfig();
  const form = getFormConfig({ config, name: props.form });
  const schema = useMemo(() => renderSchema(form.schema), [form.schema]);
  const validator = useFormValidator({ form: props.form, schema });
  return validator ? <LoadedSchemaForm {...props} schema={schema} validator={validator} /> : <FormSkeleton />;
}

/** The configured form with validation messages in vi/en, drafts and a checksum-signed submit. */
function LoadedSchemaForm({
  form: formName,
  schema,
  validator,
  initialData: givenData,
  allowedValues,
  recordId,
  onSubmitted,
  disabled,
  canSubmit = true,
  canSaveDraft = true,
  idPrefix,
  actions,
}: SchemaFormProps & { schema: RJSFSchema; validator: ValidatorType }) {
  const { config, userId } = useEngineConfig();
  const form = getFormConfig({ config, name: formName });
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const uiSchema = useMemo(
    () =>
      restrictEnums({
        schema: form.schema,
        uiSchema: localizeUiSchema({ uiSchema: form.uiSchema, intl, locale }),
        allowedValues,
      }),
    [form.schema, form.uiSchema, intl, locale, allowedValues],
  );
  const initialData = useMemo(
    () => withOnlyChoices({ data: givenData, allowedValues }),
    [givenData, allowedValues],
  );
  assertKnownWidgets(uiSchema);
  const widgets = useMemo(engineWidgets, []);
  const transformErrors = useMemo(
    () => createErrorTranslator({ schema: form.schema, intl, locale }),
    [form.schema, intl, locale],
  );
  const translateString = useMemo(() => createStringTranslator(intl), [intl]);

  const submitMutation = getMutation(form.submit);
  const { trigger, isMutating } = useMutation<Data>({ name: form.submit });
  const draftMutation = form.draft === 'server' ? submitMutation.draft : undefined;
  const storageKey = formDraftKey({
    tenant: config.code,
    userId,
    form: formName,
    draft: form.draft,
    recordId,
  });
  // The data as the form first shows it (the initial data with the schema's defaults, which rjsf
  // reports as a change on mounting): only data differing from it is the user's work, worth a draft.
  const [pristine] = useState(() =>
    formSnapshot(createSchemaUtils(validator, schema).getDefaultFormState(schema, initialData)),
  );
  const draft = useFormDraft({ storageKey, isPristine: (stored) => formSnapshot(stored) === pristine });
  const [data, setData] = useState<Data | undefined>(
    () => (draft.restored as Data | undefined) ?? initialData,
  );
  const shown = useRef(draft.restored === undefined ? pristine : formSnapshot(draft.restored));
  const formRef = useRef<Form<Data>>(null);
  // The errors the form shows, as rjsf reports them (submit, later changes, a new language).
  const [errors, setErrors] = useState<RJSFValidationError[]>([]);
  const errorCount = countErrorFields({ errors, uiSchema });
  const isRelocalizing = useRef(false);
  const shownLocale = useRef(locale);

  // rjsf keeps the messages it translated at the last validation: shown errors are validated
  // again in the new language (without moving the focus), so none stays in the old one.
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const form = formRef.current;
    if (!form || form.state.errors.length === 0) return;
    isRelocalizing.current = true;
    try {
      if (form.validateForm()) setErrors([]);
    } finally {
      isRelocalizing.current = false;
    }
  }, [locale]);

  const focusFirstError = useCallback((error: RJSFValidationError) => {
    if (!isRelocalizing.current) formRef.current?.focusOnError(error);
  }, []);

  // SPEC §5 rules name the body field carrying the payload ({ data, checkSum }, { updates, checkSum }...).
  const bodyOf = (formData: Data | undefined): Data => {
    const payloadField = submitMutation.rule ? getChecksumRule(submitMutation.rule).payloadField : null;
    return payloadField ? { [payloadField]: formData ?? {} } : { ...formData };
  };

  const onChange = ({ formData, errors: shownErrors }: IChangeEvent<Data>) => {
    setData(formData);
    setErrors((current) =>
      current === shownErrors || (!current.length && !shownErrors.length) ? current : shownErrors,
    );
    const text = formSnapshot(formData);
    if (text === shown.current) return;
    shown.current = text;
    // Changed back to what the form opened with: there is nothing left to keep.
    if (text === pristine) draft.clear();
    else draft.save(formData);
  };

  const onSubmit = async ({ formData }: IChangeEvent<Data>) => {
    // Enter in a field submits too: a form the server closed for sending does not send.
    if (!canSubmit) return;
    setErrors([]);
    const result = await trigger({
      body: bodyOf(formData),
      id: recordId,
      successMessage: formTexts({ form, locale }).savedText(formData ?? {}),
    });
    if (!isSuccessCode(result.code)) return;
    draft.clear();
    onSubmitted?.({ result, data: formData ?? {} });
  };

  const discard = () => {
    draft.clear();
    shown.current = pristine;
    setData(initialData);
  };

  const submitOptions = (uiSchema['ui:submitButtonOptions'] ?? {}) as {
    submitText?: unknown;
    norender?: boolean;
  };
  const submitText =
    typeof submitOptions.submitText === 'string'
      ? submitOptions.submitText
      : intl.formatMessage({ id: 'engine.form.submit' });
  const isLocked = Boolean(disabled) || isMutating;

  return (
    <FluentForm
      ref={formRef}
      schema={schema}
      uiSchema={uiSchema as UiSchema}
      formData={data}
      validator={validator}
      widgets={widgets}
      fields={ENGINE_FIELDS}
      noHtml5Validate
      {...(idPrefix ? { idPrefix } : {})}
      showErrorList={false}
      focusOnFirstError={focusFirstError}
      transformErrors={transformErrors}
      translateString={translateString}
      disabled={isLocked}
      onChange={onChange}
      onSubmit={onSubmit}
      onError={setErrors}
    >
      <div className={styles.actions}>
        {submitOptions.norender ? null : (
          <Button
            type="submit"
            appearance="primary"
            disabled={isLocked || !canSubmit}
            icon={isMutating ? <Spinner size="tiny" /> : undefined}
          >
            {submitText}
          </Button>
        )}
        {draftMutation ? (
          <ServerDraftButton
            mutation={draftMutation}
            body={() => bodyOf(data)}
            recordId={recordId}
            disabled={isLocked || !canSaveDraft}
            onSaved={draft.markSaved}
          />
        ) : null}
        {actions}
        <DraftStatus savedAt={draft.savedAt} onDiscard={discard} />
        <Text role="status" className={styles.errors}>
          {errorCount > 0
            ? intl.formatMessage({ id: 'engine.form.errorSummary' }, { count: errorCount })
            : ''}
        </Text>
      </div>
    </FluentForm>
  );
}
