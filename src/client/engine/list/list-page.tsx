import { useState } from 'react';
import { Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { PageConfig } from '../config-types';
import { getFormConfig, getListConfig, useEngineConfig, useLocale } from '../engine-config';
import { displayedValue } from '../format/cell-formats';
import { FormDialog } from './form-dialog';
import { formTexts } from '../form/form-texts';
import type { FormDialogTarget } from './form-dialog';
import { ListView } from './list-view';

/** A list page's config. */
export type ListPageConfig = Extract<PageConfig, { kind: 'list' }>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

function idOf(row: Record<string, unknown>): number | string | null {
  return typeof row.id === 'number' || (typeof row.id === 'string' && row.id !== '') ? row.id : null;
}

/**
 * Title plus the configured list; paging, search and sort live in the URL. With a `form`, rows
 * are added (the form's `addTitle`, else "Thêm mới") and edited (clicking a row) in a dialog.
 */
export function ListPage({ page }: { page: ListPageConfig }) {
  const intl = useIntl();
  const styles = useStyles();
  const { config } = useEngineConfig();
  const locale = useLocale();
  const [target, setTarget] = useState<FormDialogTarget | null>(null);
  const form = page.form;
  // A row is named by its first column (what its card shows as the title), e.g. in "Xoá “…”?".
  const [titleColumn] = getListConfig({ config, name: page.list }).columns;
  const labelOf = (row: Record<string, unknown>): string => {
    const value = displayedValue({ record: row, display: titleColumn, locale });
    return value === null || value === undefined ? '' : String(value);
  };
  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <Title2 as="h1">{intl.formatMessage({ id: page.titleId })}</Title2>
        {form ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setTarget({ kind: 'new' })}>
            {formTexts({ form: getFormConfig({ config, name: form }), locale }).addTitle ??
              intl.formatMessage({ id: 'engine.list.add' })}
          </Button>
        ) : null}
      </div>
      <ListView
        list={page.list}
        rowLink={page.detailRoute}
        syncWithUrl
        onRowOpen={
          form
            ? (row) => {
                const id = idOf(row);
                if (id !== null) setTarget({ kind: 'edit', id, label: labelOf(row) });
              }
            : undefined
        }
      />
      {form ? <FormDialog form={form} target={target} onClose={() => setTarget(null)} /> : null}
    </section>
  );
}
