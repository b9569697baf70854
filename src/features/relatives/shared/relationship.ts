import { defineEnum } from '../../../core/index';

/** How a family member or guardian relates to the student (wire values are these strings). */
export const relationship = defineEnum({
  name: 'relativeRelationship',
  values: {
    FATHER: 'father',
    MOTHER: 'mother',
    OLDER_BROTHER: 'olderBrother',
    OLDER_SISTER: 'olderSister',
    YOUNGER_SIBLING: 'youngerSibling',
    WIFE: 'wife',
    HUSBAND: 'husband',
    GUARDIAN: 'guardian',
    OTHER: 'other',
  },
  labels: {
    vi: {
      FATHER: 'Bố',
      MOTHER: 'Mẹ',
      OLDER_BROTHER: 'Anh',
      OLDER_SISTER: 'Chị',
      YOUNGER_SIBLING: 'Em',
      WIFE: 'Vợ',
      HUSBAND: 'Chồng',
      GUARDIAN: 'Người giám hộ',
      OTHER: 'Khác',
    },
    en: {
      FATHER: 'Father',
      MOTHER: 'Mother',
      OLDER_BROTHER: 'Older brother',
      OLDER_SISTER: 'Older sister',
      YOUNGER_SIBLING: 'Younger sibling',
      WIFE: 'Wife',
      HUSBAND: 'Husband',
      GUARDIAN: 'Guardian',
      OTHER: 'Other',
    },
  },
});

/** A relationship wire value, e.g. 'mother'. */
export type Relationship = (typeof relationship.values)[keyof typeof relationship.values];

/** Relationships a student can have at most once. */
export const SINGLE_RELATIONSHIPS: readonly Relationship[] = ['father', 'mother', 'wife', 'husband'];
