/** The decision dialog's values: empty, from a stored decision, checked, and as the `data` sent. */
import type { Decision } from '../../../generated';
import type { DecisionData, DecisionKind, DisciplineForm } from './decision-sources';

/** What the dialog edits (amount as typed). */
export interface DecisionFormValues {
  kind: DecisionKind;
  number: string;
  title: string;
  content: string;
  signer: string;
  signedDate: string;
  /** The call the students were picked from (sent for scholarship decisions only). */
  awardId: number | null;
  studentIds: number[];
  amount: string;
  disciplineForm: DisciplineForm;
}

/** A field that can be wrong, with the message key (under awards.decisions.error) saying why. */
export type DecisionFormErrors = Partial<
  Record<'title' | 'amount' | 'students' | 'number' | 'signer' | 'signedDate', string>
>;

/** A new draft's values. */
export const emptyDecisionForm = (): DecisionFormValues => ({
  kind: 'reward',
  number: '',
  title: '',
  content: '',
  signer: '',
  signedDate: '',
  awardId: null,
  studentIds: [],
  amount: '',
  disciplineForm: 'reprimand',
});

/** A stored decision's values (amount and measure are not stored: they apply when issuing). */
export const decisionFormOf = (decision: Decision): DecisionFormValues => ({
  ...emptyDecisionForm(),
  kind: decision.kind,
  number: decision.number,
  title: decision.title,
  content: decision.content,
  signer: decision.signer,
  signedDate: decision.signedDate,
  awardId: decision.awardId > 0 ? decision.awardId : null,
  studentIds: [...decision.studentIds],
});

/** Whether the kind pays each student an amount (rewards and scholarships). */
export const paysAmount = (kind: DecisionKind): boolean => kind !== 'discipline';

const AMOUNT_MAX = 1_000_000_000;

/** The amount typed, as whole VND (dots, commas and spaces ignored); null when not a number. */
export const parseAmount = (text: string): number | null => {
  const digits = text.replace(/[.,\s]/g, '');
  if (!digits) return 0;
  return /^\d+$/.test(digits) ? Number(digits) : null;
};

/** What is wrong with the values; `issue` also needs its number, signer, signing date and a student. */
export const checkDecisionForm = ({
  values,
  issue,
}: {
  values: DecisionFormValues;
  issue: boolean;
}): DecisionFormErrors => {
  const errors: DecisionFormErrors = {};
  if (values.title.trim().length < 3) errors.title = 'title';
  if (paysAmount(values.kind)) {
    const amount = parseAmount(values.amount);
    if (amount === null || amount > AMOUNT_MAX) errors.amount = 'amount';
  }
  if (issue && !values.number.trim()) errors.number = 'number';
  if (issue && !values.signer.trim()) errors.signer = 'signer';
  if (issue && !values.signedDate) errors.signedDate = 'signedDate';
  if (issue && values.studentIds.length === 0) errors.students = 'students';
  return errors;
};

/** The `data` sent for the values; `decision` (the draft as last read) gives `id` and `lastUpdate`. */
export const decisionDataOf = ({
  values,
  decision,
}: {
  values: DecisionFormValues;
  decision: Decision | null;
}): DecisionData => ({
  ...(decision ? { id: decision.id, lastUpdate: decision.lastUpdate } : {}),
  kind: values.kind,
  number: values.number.trim(),
  title: values.title.trim(),
  content: values.content.trim(),
  ...(values.kind === 'scholarship' && values.awardId !== null ? { awardId: values.awardId } : {}),
  studentIds: values.studentIds,
  signer: values.signer.trim(),
  signedDate: values.signedDate,
  ...(paysAmount(values.kind)
    ? { amount: parseAmount(values.amount) ?? 0 }
    : { disciplineForm: values.disciplineForm }),
});
