import type { Label, TuitionConfig } from './tuition-config';

/** A registered class as the fee rule needs it. */
export type FeeClass = {
  classId: number;
  /** Class code as printed, e.g. '161234'. */
  classCode: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string;
  /** The course's credits. */
  credits: number;
  /** The class's own fee in VND, or -1 (use credits × creditRate). */
  tuition: number;
};

/** One line of a bill: a class, a fixed item or an exemption (negative). */
export type BillItem = {
  kind: 'class' | 'fixed' | 'exemption';
  /** Class id, fixed item id or 'exemption'. */
  id: string;
  label: Label;
  /** VND, integer; negative for an exemption. */
  amount: number;
  /** Credits of a class line (0 otherwise). */
  credits: number;
};

/** The fees of one semester. */
export type SemesterFees = {
  items: BillItem[];
  classFees: number;
  fixedFees: number;
  /** What the exemption takes off (≥ 0). */
  exemption: number;
  total: number;
};

/** A class's fee: its own `tuition` when ≥ 0, otherwise credits × the tenant's rate. */
export const classFee = ({ klass, creditRate }: { klass: FeeClass; creditRate: number }) =>
  klass.tuition >= 0 ? klass.tuition : klass.credits * creditRate;

/** Term 1 and 2 are main semesters; term 3 (code ending in 3) is the summer term. */
export const isMainSemester = (semester: string) => !/3$/.test(semester.trim());

/**
 * The fees of a semester (docs/payments.md): every registered class (waitlisted ones are not
 * given here), the fixed items (`mainSemesterOnly` ones not in summer terms), and the largest
 * exemption matching one of the student's policy categories, taken from the class fees only.
 */
export const tuitionFees = ({
  classes,
  config,
  semester,
  policyCategories,
}: {
  classes: FeeClass[];
  config: Pick<TuitionConfig, 'creditRate' | 'items' | 'exemptions'>;
  semester: string;
  policyCategories: number[];
}): SemesterFees => {
  const classItems: BillItem[] = classes.map((klass) => ({
    kind: 'class',
    id: String(klass.classId),
    label: {
      vi: `${klass.courseCode} ${klass.courseName} (lớp ${klass.classCode})`,
      en: `${klass.courseCode} ${klass.courseNameEn || klass.courseName} (class ${klass.classCode})`,
    },
    amount: classFee({ klass, creditRate: config.creditRate }),
    credits: klass.credits,
  }));
  const isMain = isMainSemester(semester);
  const fixedItems: BillItem[] = config.items
    .filter((item) => isMain || !item.mainSemesterOnly)
    .map((item) => ({ kind: 'fixed', id: item.id, label: item.label, amount: item.amount, credits: 0 }));
  const classFees = classItems.reduce((sum, item) => sum + item.amount, 0);
  const fixedFees = fixedItems.reduce((sum, item) => sum + item.amount, 0);
  const matching = config.exemptions
    .filter((rule) => rule.policyCategories.some((category) => policyCategories.includes(category)))
    .sort((a, b) => b.percent - a.percent)[0];
  const exemption = matching ? Math.round((classFees * matching.percent) / 100) : 0;
  const exemptionItems: BillItem[] =
    matching && exemption > 0
      ? [{ kind: 'exemption', id: 'exemption', label: matching.label, amount: -exemption, credits: 0 }]
      : [];
  return {
    items: [...classItems, ...fixedItems, ...exemptionItems],
    classFees,
    fixedFees,
    exemption,
    total: classFees + fixedFees - exemption,
  };
};
