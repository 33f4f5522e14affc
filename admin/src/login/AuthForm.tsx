import { Alert, Button, CardContent, CircularProgress, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  error?: string | null;
  info?: string | null;
  children?: ReactNode;
}

/** One sign-in step: its fields, what went wrong or what happened, and its button. */
export function AuthForm({ onSubmit, submitLabel, pending, error, info, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <CardContent>
        <Stack spacing={2}>
          {children}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {info ? <Alert severity="success">{info}</Alert> : null}
          <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} /> : undefined}>
            {submitLabel}
          </Button>
        </Stack>
      </CardContent>
    </form>
  );
}
