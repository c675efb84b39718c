/**
 * The bettor's preferences every feature reads: odds format, accept-odds, time zone and theme, plus the
 * open state of the settings modal (any control may open it; the app layout renders it).
 * The time zone list is imported from './timezones' by the modal alone, so the first load does not carry it.
 */
export { applyTheme, useSettings, useSettingsModal } from './store';
