/** Whether the app's location check has passed on this page load: the app is ready from then on. */
import { create } from 'zustand';

export const useLocationCheck = create<{ passed: boolean }>(() => ({ passed: false }));
