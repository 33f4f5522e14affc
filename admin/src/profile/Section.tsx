import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { authErrorMessage } from '../authProvider/authErrors.js';

export interface SectionProps {
  title: string;
  children?: ReactNode;
  /** The section's action; its failure is shown in Spanish, its success as `done`. */
  action?: { label: string; run: () => Promise<void>; done?: string; color?: 'primary' | 'error' };
}

/** One part of the profile page: a card with its fields and its one action. */
export function Section({ title, children, action }: SectionProps) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    setPending(true);
    setResult(null);
    try {
      await action.run();
      if (action.done) setResult({ ok: true, text: action.done });
    } catch (error) {
      const hasCode = typeof (error as { code?: unknown } | null)?.code === 'string';
      setResult({ ok: false, text: hasCode || !(error instanceof Error) ? authErrorMessage(error, 'No se pudo guardar el cambio. Intente de nuevo.') : error.message });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6">{title}</Typography>
            {children}
            {result ? <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
            {action ? (
              <Button type="submit" variant="contained" color={action.color ?? 'primary'} disabled={pending} startIcon={pending ? <CircularProgress size={18} /> : undefined} sx={{ alignSelf: 'flex-start' }}>
                {action.label}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </form>
    </Card>
  );
}
