import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSubmit } from '../login/useSubmit.js';

export interface SectionProps {
  title: string;
  children?: ReactNode;
  /** The section's action; its failure is shown in Spanish, its success as `done`. */
  action?: { label: string; run: () => Promise<void>; done?: string; color?: 'primary' | 'error' };
}

/** One part of the profile page: a card with its fields and its one action. */
export function Section({ title, children, action }: SectionProps) {
  const [done, setDone] = useState<string | null>(null);
  const { pending, error, onSubmit } = useSubmit(async () => {
    if (!action) return;
    setDone(null);
    await action.run();
    if (action.done) setDone(action.done);
  }, 'No se pudo guardar el cambio. Intente de nuevo.');
  const result = error ? { ok: false, text: error } : done ? { ok: true, text: done } : null;
  return (
    <Card component="section" aria-label={title}>
      <form onSubmit={onSubmit} noValidate>
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
