/**
 * The casino's texts: the app's 'casino' keys, which arrive with the casino's code (texts.ts) rather
 * than with the first load. The translate function takes keys below 'casino'.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '@/shared/i18n/locales/casino/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type CasinoKey = Leaves<(typeof en)['casino']>;
export type CasinoText = (key: CasinoKey, values?: Record<string, string | number>) => string;

export function useCasinoText(): CasinoText {
  const { t } = useTranslation();
  return useMemo(() => {
    // Every CasinoKey is a key of the app's resources once prefixed; the prefix is added here.
    const translate = t as unknown as (key: string, values?: object) => string;
    return (key, values) => translate(`casino.${key}`, values);
  }, [t]);
}
