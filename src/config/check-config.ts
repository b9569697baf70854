import { createCheckContext } from './check-context';
import { checkForms } from './check-forms';
import { checkInstitutions } from './check-institutions';
import { checkLists } from './check-lists';
import { checkMenus, checkPages } from './check-menus-pages';
import { uniqueProblems } from './config-error';
import type { Problem } from './config-error';
import { readAppConfig } from './load-app-config';

/**
 * Everything `npm run config:check` verifies: what loadAppConfig validates (every file against
 * schemas/meta, institutions merged) and then the cross-references: menu routes have pages (or
 * are declared unbuilt), pages name existing lists and forms, list columns name registered
 * enums, form schema and ui files exist and fit each other (known widgets), every label and
 * title exists in Vietnamese and English, and every tenant override points at something real.
 * Cross-references are checked once the files themselves are valid.
 */
export const checkConfig = ({
  rootDir,
  env = {},
}: {
  rootDir: string;
  env?: Record<string, string | undefined>;
}): Problem[] => {
  const { config, problems, referenceProblems } = readAppConfig({ rootDir, env });
  if (problems.length) return uniqueProblems([...problems, ...referenceProblems]);
  const context = createCheckContext({ config });
  context.problems.push(...referenceProblems);
  checkMenus(context);
  checkPages(context);
  checkLists(context);
  checkForms(context);
  checkInstitutions(context);
  return uniqueProblems(context.problems);
};
