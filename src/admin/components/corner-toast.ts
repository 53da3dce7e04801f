import type { ToastOptions } from 'react-hot-toast';

/** SPEC §9: the recipe and contact-query screens show their toasts top-right for 3 seconds. */
export const CORNER_TOAST = { position: 'top-right', duration: 3000 } as const satisfies ToastOptions;
