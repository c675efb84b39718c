/**
 * Whether this page load came with `?chatbot=reset`. Read as the page loads, before any part of the
 * page strips the address; the chat applies it when its code loads.
 */
import { locationSearch } from '@/shared/platform/page';

export const RESET_PARAM = 'chatbot';

export const resetAsked = (search: string): boolean =>
  new URLSearchParams(search).get(RESET_PARAM) === 'reset';

export const resetAskedOnLoad = resetAsked(locationSearch());
