/**
 * The settings modal: odds format, behaviour when odds change, time zone,
 * language and 'Save Settings'. Saving applies every choice, stores the language as app_lang, fires the
 * language-updated event and returns to home.
 */
import type { AcceptOdds, Language, OddsFormat } from '@touchline/contract';
import { Dialog } from '@touchline/web-kit/dialog';
import { SelectField } from '@touchline/web-kit/field';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage, saveLanguage } from '@/shared/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/shared/i18n/languages';
import { now } from '@/shared/platform/timers';
import { useSettings, useSettingsModal } from '@/shared/preferences';
import { timezoneOptions } from '@/shared/preferences/timezones';
import styles from './settings-modal.module.css';

const FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];
const ACCEPT: readonly AcceptOdds[] = ['all', 'higher', 'none'];
const ACCEPT_KEYS = {
  all: 'settings.acceptAll',
  higher: 'settings.acceptHigher',
  none: 'settings.acceptNone',
} as const;

function SettingsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const [oddsFormat, setOddsFormat] = useState(settings.oddsFormat);
  const [acceptOdds, setAcceptOdds] = useState(settings.acceptOdds);
  const [timezone, setTimezone] = useState(settings.timezone);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const zones = useMemo(() => timezoneOptions(now()), []);
  const ids = { odds: useId(), accept: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    settings.setOddsFormat(oddsFormat);
    settings.setAcceptOdds(acceptOdds);
    settings.setTimezone(timezone);
    await saveLanguage(language);
    onDone();
    navigate('/');
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="settings-form">
      <fieldset className={styles.group}>
        <legend className={styles.legend} id={ids.odds}>
          {t('settings.oddsFormat')}
        </legend>
        <div className={styles.segmented}>
          {FORMATS.map((format) => (
            <label key={format} className={styles.segment}>
              <input
                type="radio"
                name="oddsFormat"
                value={format}
                checked={oddsFormat === format}
                onChange={() => setOddsFormat(format)}
              />
              <span>{t(`settings.${format}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend} id={ids.accept}>
          {t('settings.acceptOdds')}
        </legend>
        <div className={styles.options}>
          {ACCEPT.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name="acceptOdds"
                value={value}
                checked={acceptOdds === value}
                onChange={() => setAcceptOdds(value)}
              />
              <span className={styles.optionText}>{t(ACCEPT_KEYS[value])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField label={t('settings.timezone')} value={timezone} onValueChange={setTimezone}>
        {zones.map((zone) => (
          <option key={zone.zone} value={zone.zone}>
            {zone.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('settings.language')}
        value={language}
        onValueChange={(value) => isLanguage(value) && setLanguage(value)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={styles.save}>
        {t('settings.save')}
      </button>
    </form>
  );
}

export function SettingsModal() {
  const { t } = useTranslation();
  const open = useSettingsModal((state) => state.open);
  const setOpen = useSettingsModal((state) => state.setOpen);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} title={t('settings.title')} closeLabel={t('modal.close')} onClose={close}>
      <SettingsForm onDone={close} />
    </Dialog>
  );
}
