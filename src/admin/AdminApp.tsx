import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { RouterProvider, createBrowserRouter } from 'react-router';
import './admin.css';
import { adminRoutes } from './routes';

// Built on first render in the browser: the page hosts this app with client:only.
let router: ReturnType<typeof createBrowserRouter> | undefined;

/** SPEC §9 toasts: 4 s by default, success 2 s, error 4 s, loading until dismissed, top-center. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/**
 * One toast per outcome: the newest replaces whatever was still showing, so a success never sits
 * beside the error it fixed ("Login failed" over the dashboard, "Login saved." beside a field error).
 */
function useOneToastAtATime() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    for (const older of toasts.filter((t) => t.visible).slice(1)) toast.dismiss(older.id);
  }, [toasts]);
}

export default function AdminApp() {
  useOneToastAtATime();
  router ??= createBrowserRouter(adminRoutes);
  return (
    <>
      <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />
      <RouterProvider router={router} />
    </>
  );
}
