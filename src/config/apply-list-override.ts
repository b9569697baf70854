import type { ListOverride } from '../generated/meta/institution';
import type { ListConfig } from '../generated/meta/lists';

/**
 * A list with a tenant's override applied: columns replaced, then removed by field, renamed
 * (new label id) and appended; pageSize and searchable replaced when given. Unknown fields are
 * ignored here (checkConfig reports them). The input is not modified.
 */
export const applyListOverride = ({
  list,
  override,
}: {
  list: ListConfig;
  override: ListOverride | undefined;
}): ListConfig => {
  if (!override) return list;
  const changes = override.columns ?? {};
  const removed = new Set(changes.remove ?? []);
  const rename = changes.rename ?? {};
  const columns = [
    ...(changes.replace ?? list.columns)
      .filter((column) => !removed.has(column.field))
      .map((column) =>
        Object.hasOwn(rename, column.field) ? { ...column, labelId: rename[column.field] } : column,
      ),
    ...(changes.add ?? []),
  ];
  return {
    ...list,
    columns,
    ...(override.pageSize !== undefined ? { pageSize: override.pageSize } : {}),
    ...(override.searchable !== undefined ? { searchable: override.searchable } : {}),
  };
};
