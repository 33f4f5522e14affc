import { Button, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';

/** Sign-in by e-mail and password; a failure shows its Spanish message and keeps what was typed. */
export function EmailPasswordForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return notify('vegeo.login.required', { type: 'warning' });
    setPending(true);
    try {
      await login({ email, password });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <CardContent>
        <Stack spacing={2}>
          <TextField label={translate('vegeo.login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus fullWidth />
          <TextField label={translate('vegeo.login.password')} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} fullWidth />
          <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} /> : undefined}>
            {translate('vegeo.login.submit')}
          </Button>
        </Stack>
      </CardContent>
    </form>
  );
}
