import type { Institution } from '../../../generated/meta/institution';

/** A tenant's `tuition` section (schemas/meta/institution.schema.json). */
export type TuitionConfig = Institution['tuition'];

/** A text in Vietnamese and English. */
export type Label = { vi: string; en: string };
