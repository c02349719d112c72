import { QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { queryClient } from '../query.js';
import '../styles/app.css';

export const TOAST_LIMIT = 3;

/**
 * Data layer, toasts and motion settings for the signed-in app. Toasts sit bottom left, at most 3
 * at a time: top right (spec 01 §2) covered the display name and Logout, and fast
 * entry stacked them down the screen (docs/DECISIONS.md, Client).
 */
export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
      <ToastContainer position="bottom-left" autoClose={4000} limit={TOAST_LIMIT} newestOnTop transition={Slide} theme="light" />
    </QueryClientProvider>
  );
}
