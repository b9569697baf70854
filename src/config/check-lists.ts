import { isEnumName } from '../core/index';
import { jsonPath } from './config-error';
import { requireMessage, requireRoute } from './check-context';
import type { CheckContext } from './check-context';
import type { Column } from '../generated/meta/lists';

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

/** Every list of pages/lists.json: columns valid and row links backed by pages. */
export const checkLists = (context: CheckContext) => {
  const file = 'pages/lists.json';
  for (const [name, list] of Object.entries(context.config.lists)) {
    list.columns.forEach((column, index) =>
      checkColumn({ context, column, file, path: [name, 'columns', index] }),
    );
    checkDuplicateFields({ context, columns: list.columns, file, path: [name, 'columns'] });
    if (list.rowLink !== undefined)
      requireRoute({ context, route: list.rowLink, file, path: [name, 'rowLink'] });
  }
};
