import type { Institution as InstitutionFile } from '../generated/meta/institution';

/** A module flag name (a key of `modules` in schemas/meta/institution.schema.json). */
export type ModuleFlag = keyof InstitutionFile['modules'];

/**
 * A resolved tenant (institutions/<code>.json merged onto what it extends), as generated from
 * schemas/meta/institution.schema.json; `modules` can also be read by a name only known at
 * run time (a page's or menu entry's `module`).
 */
export type Institution = Omit<InstitutionFile, 'modules'> & {
  modules: InstitutionFile['modules'] & Record<string, boolean>;
};
