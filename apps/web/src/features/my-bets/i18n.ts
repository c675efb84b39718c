/**
 * The texts of My Bets and the rewards pages: the app's 'myBets' keys, which arrive with these pages'
 * code (texts.ts) rather than with the first load. The translate function takes keys below 'myBets'.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '@/shared/i18n/locales/myBets/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MyBetsKey = Leaves<(typeof en)['myBets']>;
export type MyBetsText = (key: MyBetsKey, values?: Record<string, string | number>) => string;

export function useMyBetsText(): MyBetsText {
  const { t } = useTranslation();
  return useMemo(() => {
    // Every MyBetsKey is a key of the app's typed resources once prefixed; the prefix is added here.
    const translate = t as unknown as (key: string, values?: object) => string;
    return (key, values) => translate(`myBets.${key}`, values);
  }, [t]);
}
