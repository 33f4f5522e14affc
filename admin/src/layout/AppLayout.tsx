import PersonIcon from '@mui/icons-material/Person';
import { Chip, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { forwardRef } from 'react';
import { AppBar, Layout, Logout, Sidebar, TitlePortal, ToggleThemeButton, UserMenu, useGetIdentity, useTranslate, useUserMenu, type SidebarProps } from 'react-admin';
import { Link } from 'react-router-dom';
import { ReauthLinkReturn } from '../session/ReauthLinkReturn.js';
import { SessionGuard } from '../session/SessionGuard.js';
import { CopyNotice } from './CopyNotice.js';
import { DocumentTitle } from './DocumentTitle.js';
import { LoadingIndicator } from './LoadingIndicator.js';
import { useSidebarFollowsWidth } from './useSidebarFollowsWidth.js';
import type { Identity } from '../authProvider/createAuthProvider.js';

function WhoAmI() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const me = identity as Identity | undefined;
  if (!me) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemText primary={me.email ?? me.fullName} secondary={translate(`vegeo.role.${me.role}`)} />
    </MenuItem>
  );
}

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/perfil" ref={ref} {...props} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('vegeo.profile.menu')}</ListItemText>
    </MenuItem>
  );
});

function RoleChip() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const me = identity as Identity | undefined;
  return me ? <Chip size="small" label={translate(`vegeo.role.${me.role}`)} sx={{ mr: 1, display: { xs: 'none', sm: 'flex' }, bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} /> : null;
}

/**
 * react-admin wraps the page title in an inline-block, which the bar cuts bare, mid-word: as a
 * block it is as wide as the bar and ends in «…».
 */
const TITLE_ELLIPSIS = { '& .RaConfigurable-root, & .RaConfigurable-root > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } };

// react-admin's tools (light or dark, refresh), with a loading indicator that does not blink.
const tools = (
  <>
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

function VegeoAppBar() {
  return (
    <AppBar
      toolbar={tools}
      userMenu={
        <UserMenu>
          <WhoAmI />
          <ProfileItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal sx={TITLE_ELLIPSIS} />
      <DocumentTitle />
      <CopyNotice />
      <RoleChip />
    </AppBar>
  );
}

function VegeoSidebar(props: SidebarProps) {
  return <Sidebar {...props} open={useSidebarFollowsWidth()} />;
}

/** react-admin's layout with who is signed in, and as what, in the app bar. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={VegeoAppBar} sidebar={VegeoSidebar}>
      <SessionGuard />
      <ReauthLinkReturn />
      {children}
    </Layout>
  );
}
