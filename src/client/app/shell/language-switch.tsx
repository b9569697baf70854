import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { LOCALES } from '../../../core/locale';
import { useLocaleSwitch } from '../../i18n/locale-provider';

const useStyles = makeStyles({
  group: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
  button: { minWidth: '40px' },
});

/** VI / EN buttons; the choice is kept in localStorage and sets `<html lang>`. */
export function LanguageSwitch() {
  const intl = useIntl();
  const styles = useStyles();
  const { locale, setLocale } = useLocaleSwitch();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.language.label' })}
      className={styles.group}
    >
      {LOCALES.map((option) => (
        <Button
          key={option}
          className={styles.button}
          size="small"
          appearance={option === locale ? 'primary' : 'subtle'}
          // A toggle button's state, as Fluent's ToggleButton gives it, without that component's
          // own styles (~2 KB on every page): the appearance already shows the chosen one.
          aria-pressed={option === locale}
          lang={option}
          title={intl.formatMessage({ id: `shell.language.${option}` })}
          // The name starts with the visible "VI"/"EN" (WCAG 2.5.3 label in name: voice users say
          // what they see) and still says the language in full.
          aria-label={intl.formatMessage(
            { id: 'shell.language.option' },
            {
              short: intl.formatMessage({ id: `shell.language.${option}.short` }),
              name: intl.formatMessage({ id: `shell.language.${option}` }),
            },
          )}
          onClick={() => setLocale(option)}
        >
          {intl.formatMessage({ id: `shell.language.${option}.short` })}
        </Button>
      ))}
    </div>
  );
}
