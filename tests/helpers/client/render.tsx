import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#client/query.js';

/** Renders UI the way the app does: data layer, toasts and a router at `path`. */
export function renderWithApp(ui: ReactNode, path = '/'): RenderResult & { location: () => string } {
  const memory = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memory.hook}>{ui}</Router>
      <ToastContainer position="top-right" autoClose={false} />
    </QueryClientProvider>,
  );
  return { ...result, location: () => memory.history.at(-1) ?? path };
}
