/** Notification toasts: the front-end kit's queue, under the name the sportsbook's code imports. */
export { setToastSink, showToast, type ToastTone } from '@touchline/web-kit';
