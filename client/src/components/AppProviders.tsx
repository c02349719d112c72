import { QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { queryClient } from '../query.js';

/** Data layer, toasts (top right, spec 01 §2) and motion settings for the signed-in app. */
export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
      <ToastContainer position="top-right" autoClose={4000} limit={3} newestOnTop transition={Slide} theme="light" />
    </QueryClientProvider>
  );
}
