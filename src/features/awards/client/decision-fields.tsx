import { Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { DecisionFormErrors, DecisionFormValues } from './decision-form';
import { paysAmount } from './decision-form';
import { DECISION_KINDS, DISCIPLINE_FORMS } from './decision-sources';
import type { DecisionKind, DisciplineForm } from './decision-sources';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
    // Each field keeps its own height: a neighbour's hint or error must not push a control down.
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
});

/** The decision's own fields (the students are picked apart); Vietnamese text is typed with lang="vi". */
export function DecisionFields({
  values,
  errors,
  onChange,
}: {
  values: DecisionFormValues;
  errors: DecisionFormErrors;
  onChange: (patch: Partial<DecisionFormValues>) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string) => intl.formatMessage({ id: `awards.decisions.${id}` });
  const error = (key: keyof DecisionFormErrors) => (errors[key] ? t(`error.${errors[key]}`) : undefined);
  return (
    <div className={styles.grid}>
      <Field label={t('field.kind')} required>
        <Select
          value={values.kind}
          onChange={(_event, data) => onChange({ kind: data.value as DecisionKind })}
        >
          {DECISION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage({ id: `awards.records.decisionKind.${kind}` })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('field.number')} hint={t('field.numberHint')} validationMessage={error('number')}>
        <Input
          value={values.number}
          maxLength={50}
          lang="vi"
          onChange={(_event, data) => onChange({ number: data.value })}
        />
      </Field>
      <Field label={t('field.title')} required className={styles.wide} validationMessage={error('title')}>
        <Input
          value={values.title}
          maxLength={300}
          lang="vi"
          onChange={(_event, data) => onChange({ title: data.value })}
        />
      </Field>
      <Field label={t('field.content')} className={styles.wide}>
        <Textarea
          value={values.content}
          maxLength={5000}
          resize="vertical"
          lang="vi"
          onChange={(_event, data) => onChange({ content: data.value })}
        />
      </Field>
      <Field label={t('field.signer')} validationMessage={error('signer')}>
        <Input
          value={values.signer}
          maxLength={100}
          lang="vi"
          onChange={(_event, data) => onChange({ signer: data.value })}
        />
      </Field>
      <Field label={t('field.signedDate')} validationMessage={error('signedDate')}>
        <Input
          type="date"
          value={values.signedDate}
          onChange={(_event, data) => onChange({ signedDate: data.value })}
        />
      </Field>
      {paysAmount(values.kind) ? (
        <Field label={t('field.amount')} hint={t('field.amountHint')} validationMessage={error('amount')}>
          <Input
            value={values.amount}
            inputMode="numeric"
            contentAfter="₫"
            onChange={(_event, data) => onChange({ amount: data.value })}
          />
        </Field>
      ) : (
        <Field label={t('field.disciplineForm')} hint={t('field.disciplineFormHint')}>
          <Select
            value={values.disciplineForm}
            onChange={(_event, data) => onChange({ disciplineForm: data.value as DisciplineForm })}
          >
            {DISCIPLINE_FORMS.map((form) => (
              <option key={form} value={form}>
                {intl.formatMessage({ id: `awards.records.disciplineForm.student.${form}` })}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
