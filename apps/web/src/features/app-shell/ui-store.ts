/** Shell ui state: drawers, mobile slip, the chat, toasts and the forbidden modal (not persisted). */
import { create } from 'zustand';
import { after } from '@/shared/platform/timers';

/** Notification toast lifetime (7 s, centred bottom). */
export const TOAST_MS = 7000;

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

interface ShellUi {
  leftOpen: boolean;
  rightOpen: boolean;
  slipOpen: boolean;
  bottomExpanded: boolean;
  forbiddenOpen: boolean;
  /** The Bet AI chat is open (the layout places it; the Bet Assistant entries open it). */
  chatOpen: boolean;
  toasts: Toast[];
  setLeftOpen: (open: boolean) => void;
  setRightOpen: (open: boolean) => void;
  setSlipOpen: (open: boolean) => void;
  setBottomExpanded: (open: boolean) => void;
  setForbiddenOpen: (open: boolean) => void;
  setChatOpen: (open: boolean) => void;
  toast: (message: string, tone?: Toast['tone']) => void;
  dismissToast: (id: number) => void;
  /** Route change: menus and sheets collapse (bottom navigation). */
  collapse: () => void;
}

let nextToast = 1;

export const useShellUi = create<ShellUi>()((set, get) => ({
  leftOpen: false,
  rightOpen: false,
  slipOpen: false,
  bottomExpanded: false,
  forbiddenOpen: false,
  chatOpen: false,
  toasts: [],
  // Opening a sidebar closes the betslip.
  setLeftOpen: (leftOpen) => set(leftOpen ? { leftOpen, slipOpen: false, rightOpen: false } : { leftOpen }),
  setRightOpen: (rightOpen) =>
    set(rightOpen ? { rightOpen, slipOpen: false, leftOpen: false } : { rightOpen }),
  setSlipOpen: (slipOpen) => set({ slipOpen }),
  setBottomExpanded: (bottomExpanded) => set({ bottomExpanded }),
  setForbiddenOpen: (forbiddenOpen) => set({ forbiddenOpen }),
  // Opening the chat from the phone's menu folds the menu away.
  setChatOpen: (chatOpen) => set(chatOpen ? { chatOpen, bottomExpanded: false } : { chatOpen }),
  toast(message, tone = 'info') {
    const id = nextToast++;
    set({ toasts: [...get().toasts, { id, message, tone }] });
    after(TOAST_MS, () => get().dismissToast(id));
  },
  dismissToast: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
  collapse: () => set({ leftOpen: false, rightOpen: false, slipOpen: false, bottomExpanded: false }),
}));
