import { useEffect, useId, useState } from 'react';
import { Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import type { Bank } from 'vietnam-qr-pay';
import { useIntl } from 'react-intl';
import { ChoicePicker } from './choice-picker';
import type { ComboChoice } from './searchable-combobox';

let banksPromise: Promise<Bank[]> | null = null;

/** The VietQR bank list, loaded on first use (it is only needed where a bank is picked). */
export function loadBanks(): Promise<Bank[]> {
  if (!banksPromise) {
    banksPromise = import('vietnam-qr-pay')
      .then((module) => module.Banks)
      .catch((error: unknown) => {
        banksPromise = null;
        throw error;
      });
  }
  return banksPromise;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Searchable VietQR bank picker (short name, full name, code, BIN; diacritics ignored). Stores
 * the bank's BIN, or its code with `ui:options: { valueKey: 'code' }`.
 */
export function BankWidget(props: WidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    options,
    value,
    onChange,
    onBlur,
    rawErrors,
    placeholder,
  } = props;
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  const [banks, setBanks] = useState<Bank[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const valueKey = options.valueKey === 'code' ? 'code' : 'bin';

  useEffect(() => {
    let isCurrent = true;
    loadBanks().then(
      (list) => isCurrent && setBanks(list),
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const choices: ComboChoice[] = (banks ?? [])
    .filter((bank) => !bank.deprecated || bank[valueKey] === value)
    .map((bank) => ({
      value: bank[valueKey],
      text: `${bank.shortName} - ${bank.name}`,
      hint: `${bank.code} · BIN ${bank.bin}`,
      keywords: `${bank.key} ${bank.keywords ?? ''}`,
    }));

  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <Label id={labelId} htmlFor={id} required={required} disabled={disabled}>
          {label}
        </Label>
      )}
      <ChoicePicker
        id={id}
        ariaLabelledBy={hideLabel ? undefined : labelId}
        choices={choices}
        value={typeof value === 'string' ? value : undefined}
        onChange={(next) => onChange(next ?? options.emptyValue)}
        onBlur={() => onBlur(id, value)}
        placeholder={placeholder || intl.formatMessage({ id: 'engine.bank.placeholder' })}
        disabled={disabled || readonly}
        isLoading={!banks && !hasFailed}
        isInvalid={(rawErrors?.length ?? 0) > 0}
      />
      {hasFailed ? (
        <Text className={styles.error} size={200}>
          {intl.formatMessage({ id: 'engine.bank.loadError' })}
        </Text>
      ) : null}
    </div>
  );
}
