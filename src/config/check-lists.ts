import { isEnumName } from '../core/index';
import { jsonPath } from './config-error';
import { requireMessage, requireRoute } from './check-context';
import type { CheckContext } from './check-context';
import type { Column, ListFilter } from '../generated/meta/lists';

/** One column's references: label in both languages, enum registered in src/core, link route. */
export const checkColumn = ({
  context,
  column,
  file,
  path,
  tenantCode,
}: {
  context: CheckContext;
  column: Column;
  file: string;
  path: (string | number)[];
  tenantCode?: string;
}) => {
  requireMessage({ context, id: column.labelId, file, path: [...path, 'labelId'], tenantCode });
  if (column.enum !== undefined && !isEnumName(column.enum)) {
    context.problems.push({
      file,
      path: jsonPath([...path, 'enum']),
      reason: `unknown enum "${column.enum}" (not registered in src/core/enums)`,
    });
  }
  if (column.link !== undefined) requireRoute({ context, route: column.link, file, path: [...path, 'link'] });
};

/** Reports columns showing the same field twice. */
export const checkDuplicateFields = ({
  context,
  columns,
  file,
  path,
}: {
  context: CheckContext;
  columns: readonly Column[];
  file: string;
  path: (string | number)[];
}) => {
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    if (seen.has(column.field))
      context.problems.push({
        file,
        path: jsonPath([...path, index, 'field']),
        reason: `field "${column.field}" already has a column`,
      });
    seen.add(column.field);
  });
};

/**
 * A list's filters: labels (and option labels) in both languages, names and option values used
 * once.
 */
export const checkFilters = ({
  context,
  filters,
  file,
  path,
}: {
  context: CheckContext;
  filters: readonly ListFilter[];
  file: string;
  path: (string | number)[];
}) => {
  const names = new Set<string>();
  filters.forEach((filter, index) => {
    const at = [...path, index];
    if (names.has(filter.name))
      context.problems.push({
        file,
        path: jsonPath([...at, 'name']),
        reason: `filter "${filter.name}" is declared twice`,
      });
    names.add(filter.name);
    requireMessage({ context, id: filter.labelId, file, path: [...at, 'labelId'] });
    const values = new Set<string>();
    (filter.options ?? []).forEach((option, optionIndex) => {
      const optionPath = [...at, 'options', optionIndex];
      requireMessage({ context, id: option.labelId, file, path: [...optionPath, 'labelId'] });
      if (values.has(option.value))
        context.problems.push({
          file,
          path: jsonPath([...optionPath, 'value']),
          reason: `option "${option.value}" is listed twice`,
        });
      values.add(option.value);
    });
  });
};

/** Every list of pages/lists.json: columns and filters valid, row links backed by pages. */
export const checkLists = (context: CheckContext) => {
  const file = 'pages/lists.json';
  for (const [name, list] of Object.entries(context.config.lists)) {
    list.columns.forEach((column, index) =>
      checkColumn({ context, column, file, path: [name, 'columns', index] }),
    );
    checkDuplicateFields({ context, columns: list.columns, file, path: [name, 'columns'] });
    if (list.filters) checkFilters({ context, filters: list.filters, file, path: [name, 'filters'] });
    if (list.rowLink !== undefined)
      requireRoute({ context, route: list.rowLink, file, path: [name, 'rowLink'] });
  }
};
