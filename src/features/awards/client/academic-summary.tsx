import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { AwardStudentInfo } from '../../../generated';
import { ACADEMIC_FIELDS } from '../shared/scholarship-form';
import { FactGrid } from './award-facts';
import { formatFigure } from './award-text';
import { fieldTitle } from './call-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * The academic figures the server computed from my study results, those the call's form asks
 * for, and whether I may correct them in the form (the tenant's editableAcademicResult). A call
 * for newcomers asks for none: it says what it is judged on instead, never that I lack a GPA.
 */
export function AcademicSummary({
  info,
  isForNewcomers,
}: {
  info: AwardStudentInfo;
  isForNewcomers: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  if (isForNewcomers) return <Body1>{intl.formatMessage({ id: 'awards.academic.newcomer' })}</Body1>;
  const fields = (info.form.schema.properties ?? {}) as Record<string, unknown>;
  const figures = ACADEMIC_FIELDS.filter(
    (name) => Object.hasOwn(fields, name) && typeof info.academic[name] === 'number',
  );
  return (
    <div className={styles.root}>
      {figures.length > 0 ? (
        <FactGrid
          facts={figures.map((name) => ({
            term: fieldTitle({ uiSchema: info.form.uiSchema, name, locale }),
            detail: formatFigure({ value: info.academic[name], locale }),
          }))}
        />
      ) : (
        <Body1>{intl.formatMessage({ id: 'awards.academic.none' })}</Body1>
      )}
      <Body1 className={styles.note}>
        {intl.formatMessage({
          id: info.form.isAcademicEditable ? 'awards.academic.editable' : 'awards.academic.readOnly',
        })}
      </Body1>
    </div>
  );
}
