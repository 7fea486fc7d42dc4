import { create } from 'zustand';

export const TOAST_DURATION_MS = 5000;
/** At most one toast is visible at once. */
export const TOAST_LIMIT = 1;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  durationMs: number;
}

export type ToastInput = Omit<Toast, 'id' | 'variant' | 'durationMs'> & Partial<Pick<Toast, 'variant' | 'durationMs'>>;

interface ToastState {
  toasts: Toast[];
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** One store across shell and remotes: shared-ui is a federation singleton. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (input) => {
    const toast: Toast = { variant: 'default', durationMs: TOAST_DURATION_MS, ...input, id: nextId++ };
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return toast.id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
