import 'i18next';
import type appBannerEn from './locales/appBanner/en.json';
import type appLoginEn from './locales/appLogin/en.json';
import type bannersEn from './locales/banners/en.json';
import type betBuilderEn from './locales/betBuilder/en.json';
import type betslipEn from './locales/betslip/en.json';
import type casinoEn from './locales/casino/en.json';
import type chatEn from './locales/chat/en.json';
import type consentEn from './locales/consent/en.json';
import type en from './locales/en.json';
import type frameEn from './locales/frame/en.json';
import type helpEn from './locales/help/en.json';
import type locationSplashEn from './locales/locationSplash/en.json';
import type miniGamesEn from './locales/miniGames/en.json';
import type myBetsEn from './locales/myBets/en.json';
import type premiumLeagueEn from './locales/premiumLeague/en.json';
import type realityCheckEn from './locales/realityCheck/en.json';
import type rewardsPopupEn from './locales/rewardsPopup/en.json';
import type tipsEn from './locales/tips/en.json';

/** Every key the app translates: the page's own texts and those of the parts loaded with a feature. */
type AllTranslations = Omit<typeof en, 'betslip' | 'betBuilder'> & {
  betslip: typeof en.betslip & typeof betslipEn.betslip;
  betBuilder: typeof en.betBuilder & typeof betBuilderEn.betBuilder;
} & typeof appBannerEn &
  typeof appLoginEn &
  typeof bannersEn &
  typeof casinoEn &
  typeof chatEn &
  typeof consentEn &
  typeof frameEn &
  typeof helpEn &
  typeof locationSplashEn &
  typeof miniGamesEn &
  typeof myBetsEn &
  typeof premiumLeagueEn &
  typeof realityCheckEn &
  typeof rewardsPopupEn &
  typeof tipsEn;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllTranslations };
  }
}
