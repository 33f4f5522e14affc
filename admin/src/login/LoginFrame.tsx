import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Card } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';

/**
 * The sign-in page's frame, as react-admin's `Login` draws it (a card on a dark gradient, a lock
 * on top), and like it, sending an already signed-in user to the home page. Not `Login` itself:
 * its default content, react-admin's login form, would bring react-hook-form and the form inputs
 * to the first load, which has no form of react-admin's.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      () => undefined, // not signed in: stay here
    );
  }, [checkAuth, navigate]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        alignItems: 'center',
        justifyContent: 'flex-start',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      {/* One width whatever the step says: the card does not jump as messages come and go. */}
      <Card sx={{ width: 380, maxWidth: 'calc(100vw - 24px)', marginTop: { xs: '2em', sm: '6em' } }}>
        <Box sx={{ margin: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
        </Box>
        {children}
      </Card>
    </Box>
  );
}
