import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.js';
import { LOADING_DELAY_MS, LoadingIndicator } from './LoadingIndicator.js';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the loading indicator', () => {
  it('never shows for a quick answer, and shows once data has been awaited a while, until it arrives', async () => {
    const queryClient = new QueryClient();
    const { container } = render(
      <AdminContext queryClient={queryClient} i18nProvider={i18nProvider}>
        <LoadingIndicator />
      </AdminContext>,
    );
    let spinnerShown = false;
    new MutationObserver(() => void (spinnerShown ||= container.querySelector('[role=progressbar]') !== null)).observe(container, { childList: true, subtree: true });
    const refresh = screen.getByRole('button', { name: 'Actualizar' });

    // As a list's search answers from memory: a few queries within a few ms.
    for (let n = 0; n < 5; n++) await queryClient.fetchQuery({ queryKey: ['rapida', n], queryFn: () => after(10).then(() => n) });
    await after(LOADING_DELAY_MS + 100);
    expect(spinnerShown).toBe(false);

    // A slow answer: nothing at first, the spinner once the wait is long, gone when it arrives.
    let answer!: (value: string) => void;
    const slow = queryClient.fetchQuery({ queryKey: ['lenta'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    await after(LOADING_DELAY_MS / 2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument(), { timeout: LOADING_DELAY_MS * 3 });
    expect(refresh).toBeInTheDocument();
    answer('lista');
    await slow;
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
