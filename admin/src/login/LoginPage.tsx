import { Typography } from '@mui/material';
import { Login, useTranslate } from 'react-admin';
import { EmailPasswordForm } from './EmailPasswordForm.js';

/** The sign-in page. Other sign-in methods (e-mail link, Google, phone) go beside the form. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login>
      <Typography variant="h6" align="center" sx={{ pt: 1 }}>
        {translate('vegeo.login.title')}
      </Typography>
      <EmailPasswordForm />
    </Login>
  );
}
