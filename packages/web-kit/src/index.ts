/**
 * @touchline/web-kit: what every Touchline front end shares. This file is its whole public surface,
 * named export by export. The theme is CSS (`@touchline/web-kit/theme.css`, or its two halves
 * `theme/tokens.css` and `theme/base.css`); the i18n set-up is `@touchline/web-kit/i18n`; the HTTP client
 * and its error are the contract's (`@touchline/contract/client`).
 */

export { Skeleton, type SkeletonProps } from './ui/skeleton';
export { setToastSink, showToast, type ToastTone } from './ui/toast';
