/**
 * Notification toasts any part of an app may raise (a cash-out done, a load that failed). The app shell shows
 * them; the shell's toast list connects itself, so a feature needs no import of the shell.
 */
export type ToastTone = 'info' | 'success' | 'error';

type Sink = (message: string, tone: ToastTone) => void;

let sink: Sink | null = null;
const waiting: Array<[string, ToastTone]> = [];

/** The shell's toast queue; toasts raised before it is connected are shown once it is. */
export function setToastSink(next: Sink | null): void {
  sink = next;
  if (!next) return;
  for (const [message, tone] of waiting.splice(0)) next(message, tone);
}

export function showToast(message: string, tone: ToastTone = 'info'): void {
  if (sink) sink(message, tone);
  else waiting.push([message, tone]);
}
