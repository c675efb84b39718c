/**
 * @touchline/web-kit: what every Touchline front end shares. This file is the surface a first screen
 * may import, named export by export. The rest are entries of their own, so a page's first load carries
 * them only where it uses them: the theme is CSS (`@touchline/web-kit/theme.css`, or its two halves
 * `theme/tokens.css` and `theme/base.css`); the i18n set-up is `@touchline/web-kit/i18n`; the modal dialog
 * is `@touchline/web-kit/dialog`, and the page layers it hides behind it `@touchline/web-kit/layers`; the
 * form fields (text, password with show/hide, select, checkbox) are `@touchline/web-kit/field`. The HTTP
 * client and its error are the contract's (`@touchline/contract/client`).
 */

export { Skeleton, type SkeletonProps } from './ui/skeleton';
export { setToastSink, showToast, type ToastTone } from './ui/toast';
