import { Button, ChevronDownIcon, Icon, LogOutIcon, Menu, MenuItem, MenuTrigger, UserIcon, toast } from '@agentdeck/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignOut, useUser } from '../../../lib/auth';
import { userName } from './Header.css';

/**
 * The signed-in user's name with a menu holding Logout, available to any user (spec 000 section
 * 2.3); while the identity is checked again, the user it last answered (issue 21).
 */
export function UserMenu() {
  const { user: checked, lastKnown } = useUser();
  const user = checked ?? lastKnown;
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user) return null;

  const logout = async () => {
    toast.clear();
    try {
      await signOut();
    } catch (error) {
      // The session ends in this browser anyway; say the server could not be told.
      toast.error(error instanceof Error ? error.message : 'Something went wrong! We couldn\'t sign you out');
    }
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <MenuTrigger>
      <Button variant="ghost" icon={UserIcon} aria-label={`User menu, signed in as ${user.name}`}>
        <span className={userName}>{user.name}</span>
        <Icon icon={ChevronDownIcon} />
      </Button>
      <Menu aria-label="User menu" onAction={(key) => key === 'logout' && void logout()}>
        <MenuItem id="logout" icon={LogOutIcon}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
