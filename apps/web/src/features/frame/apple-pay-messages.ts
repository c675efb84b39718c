/**
 * The cashier's Apple Pay messages, handed to Apple Pay's own chunk (apple-pay.ts), which loads when
 * the cashier first asks whether Apple Pay is there: nothing of it loads for a bettor who never opens
 * the cashier.
 */
import type { GlobalToSportMessage } from '@touchline/contract';
import type { ApplePayHost } from './apple-pay';
import type { SportMessage } from './machine';

type ApplePayMessage = Extract<GlobalToSportMessage, { event: 'apple_pay_check' | 'apple_pay_start' }>;

export const isApplePayMessage = (message: GlobalToSportMessage): message is ApplePayMessage =>
  message.event === 'apple_pay_check' || message.event === 'apple_pay_start';

export function applePayMessages(post: (message: SportMessage) => void): (message: ApplePayMessage) => void {
  let loading: Promise<ApplePayHost> | null = null;
  let host: ApplePayHost | null = null;
  const load = () => {
    loading ??= import('./apple-pay').then((module) => {
      host = module.createApplePayHost(post);
      return host;
    });
    return loading;
  };
  const report = (error: unknown) => console.error('apple pay', error);
  return (message) => {
    if (message.event === 'apple_pay_check') {
      load().then(
        (loaded) => post({ event: 'apple_pay_support', details: { supported: loaded.supported() } }),
        report,
      );
      return;
    }
    // Loaded by the check that came first, the sheet opens in the same task as the message.
    if (host) host.start(message.details);
    else load().then((loaded) => loaded.start(message.details), report);
  };
}
