import { useId } from 'react';
import { Button, Input, Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { useSource } from '../../use-source';
import { ADDRESS_UNITS_SOURCE } from './address-units-source';
import type { AddressUnit } from './address-units-source';
import { ChoicePicker } from './choice-picker';

/** Value of the address widgets; `districtCode` only in the legacy (pre-2025) form. */
export interface AddressValue {
  provinceCode?: string;
  districtCode?: string;
  wardCode?: string;
  street?: string;
  /** The whole address as one line: street, ward, (district,) province. */
  text?: string;
}

type Level = 'province' | 'district' | 'ward';
const CODE_OF: Readonly<Record<Level, keyof AddressValue>> = {
  province: 'provinceCode',
  district: 'districtCode',
  ward: 'wardCode',
};

const useStyles = makeStyles({
  root: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
  part: { display: 'flex', flexDirection: 'column', gap: '2px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function useUnits({ parentCode, legacy }: { parentCode: string | null | undefined; legacy: boolean }) {
  return useSource(ADDRESS_UNITS_SOURCE, { parentCode: parentCode ?? null, legacy });
}

function AddressPicker({ props, legacy }: { props: WidgetProps; legacy: boolean }) {
  const { id, label, required, disabled, readonly, rawErrors, options, onChange, onBlur } = props;
  const intl = useIntl();
  const styles = useStyles();
  const legendId = useId();
  const value = (props.value ?? {}) as AddressValue;
  const levels: Level[] = legacy ? ['province', 'district', 'ward'] : ['province', 'ward'];
  const provinces = useUnits({ parentCode: '', legacy });
  const districts = useUnits({ parentCode: legacy ? value.provinceCode : null, legacy });
  const wards = useUnits({ parentCode: legacy ? value.districtCode : value.provinceCode, legacy });
  const lists: Record<Level, ReturnType<typeof useUnits>> = {
    province: provinces,
    district: districts,
    ward: wards,
  };
  const nameOf = (level: Level, code: string | undefined) =>
    code
      ? ((lists[level].data as AddressUnit[] | undefined) ?? []).find((unit) => unit.code === code)?.name
      : undefined;

  const emit = (next: AddressValue) => {
    const parts = [
      next.street?.trim(),
      ...[...levels].reverse().map((level) => nameOf(level, next[CODE_OF[level]])),
    ];
    const text = parts.filter(Boolean).join(', ');
    const isEmpty = !next.provinceCode && !next.districtCode && !next.wardCode && !next.street?.trim();
    onChange(isEmpty ? undefined : { ...next, text });
  };
  const choose = (level: Level, code: string | undefined) => {
    const next: AddressValue = { ...value, [CODE_OF[level]]: code };
    // A new parent invalidates the units below it.
    for (const below of levels.slice(levels.indexOf(level) + 1)) delete next[CODE_OF[below]];
    emit(next);
  };
  const isLocked = disabled || readonly;
  const nested = Array.isArray(options.nestedErrors) ? (options.nestedErrors as string[]) : [];
  const hasError = (rawErrors?.length ?? 0) > 0 || nested.length > 0;
  const failed = levels.find((level) => lists[level].error);

  return (
    <fieldset className={styles.root} aria-labelledby={legendId}>
      <Label id={legendId} required={required} disabled={disabled}>
        {label}
      </Label>
      <div className={styles.grid}>
        {levels.map((level, index) => {
          const parentLevel = levels[index - 1];
          const parentCode = parentLevel ? value[CODE_OF[parentLevel]] : '';
          const partId = `${id}-${level}`;
          return (
            <div key={level} className={styles.part}>
              <Label htmlFor={partId} size="small">
                {intl.formatMessage({
                  id: `engine.address.${level}${level === 'ward' && !legacy ? 'Current' : ''}`,
                })}
              </Label>
              <ChoicePicker
                id={partId}
                choices={((lists[level].data as AddressUnit[] | undefined) ?? []).map((unit) => ({
                  value: unit.code,
                  text: unit.name,
                  keywords: unit.type,
                }))}
                value={value[CODE_OF[level]]}
                onChange={(code) => choose(level, code)}
                placeholder={intl.formatMessage({ id: 'engine.form.choose' })}
                disabled={isLocked || (!parentCode && parentCode !== '')}
                isLoading={lists[level].isLoading}
                isInvalid={hasError}
                onBlur={() => onBlur(id, value)}
              />
            </div>
          );
        })}
      </div>
      <Label htmlFor={`${id}-street`} size="small">
        {intl.formatMessage({ id: 'engine.address.street' })}
      </Label>
      <Input
        id={`${id}-street`}
        value={value.street ?? ''}
        disabled={isLocked}
        onChange={(_, data) => emit({ ...value, street: data.value })}
        onBlur={() => onBlur(id, value)}
      />
      {failed ? (
        <Text className={styles.error} size={200}>
          {intl.formatMessage({ id: 'engine.address.loadError' })}{' '}
          <Button size="small" appearance="transparent" onClick={() => void lists[failed].mutate()}>
            {intl.formatMessage({ id: 'engine.retry' })}
          </Button>
        </Text>
      ) : null}
      {nested.map((message) => (
        <Text key={message} className={styles.error} size={200}>
          {message}
        </Text>
      ))}
    </fieldset>
  );
}

/** Province -> ward on the current (2025) two-level units. */
export function AddressWidget(props: WidgetProps) {
  return <AddressPicker props={props} legacy={false} />;
}

/** Province -> district -> ward on the pre-2025 three-level units (historical addresses). */
export function LegacyAddressWidget(props: WidgetProps) {
  return <AddressPicker props={props} legacy />;
}
