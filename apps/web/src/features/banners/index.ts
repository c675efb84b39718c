/**
 * Message banners: the operator's one banner under the header menus (info, warning, success, danger),
 * cleaned in the browser, with calls to action and a remembered dismissal. Loaded after the first screen.
 */
export { MessageBanner } from './message-banner';
