import { isApp } from '@/shared/native/platform';
export const isNativeApp = isApp;
