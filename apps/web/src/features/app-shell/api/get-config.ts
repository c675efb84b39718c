/** The configuration call lives in shared/api: the frame and the shell both read it. */
export { configQuery, useConfig } from '@/shared/api/config';
