import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { adminRight } from '../../session/adminRight'
import { editorSession } from '../../session/editorSession'
import { signOut } from '../../session/signOut'
import { setThemeMode, themeState } from '../themeMode'
import { displayName, initials } from '../userDisplay'
import { LinkMenuItem } from './LinkMenuItem'

const { menu } = ui.shell

/** docs/product/screens.md#top-bar: initials and name, settings, help, legal pages, Admin (admin right), login or logout. */
export function UserMenu() {
  const session = useSnapshot(editorSession)
  const { mode } = useSnapshot(themeState)
  const { admin } = useSnapshot(adminRight)
  const loggedIn = Boolean(session.token)
  const name = displayName(session)

  // Ends the tokens on the server too (a copied token stops working), then goes to /login.
  const onLogout = () => void signOut()

  const content = (
    <Menu aria-label={ui.appBar.userMenu}>
      {loggedIn && <LinkMenuItem icon="cog" text={ui.appBar.settings} to="/account" />}
      <MenuItem
        icon="help"
        text={menu.help}
        href={menu.helpUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${menu.help} ${menu.opensInNewTab}`}
      />
      <MenuDivider />
      <LinkMenuItem icon="shield" text={menu.privacy} to="/datenschutz" />
      <LinkMenuItem icon="info-sign" text={menu.imprint} to="/impressum" />
      <LinkMenuItem icon="document" text={menu.terms} to="/agb" />
      {loggedIn && admin && <LinkMenuItem icon="wrench" text={menu.admin} to="/admin" />}
      <MenuDivider />
      <MenuItem
        icon="moon"
        text={menu.darkTheme}
        role="menuitemcheckbox"
        aria-checked={mode === 'dark'}
        labelElement={mode === 'dark' ? '✓' : undefined}
        shouldDismissPopover={false}
        onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}
      />
      <MenuDivider />
      {loggedIn ? (
        <MenuItem icon="log-out" text={ui.appBar.logout} onClick={onLogout} />
      ) : (
        <LinkMenuItem icon="log-in" text={ui.appBar.login} to="/login" />
      )}
    </Menu>
  )

  return (
    <Popover placement="bottom-end" content={content}>
      <Button
        variant="minimal"
        endIcon="caret-down"
        icon={loggedIn ? undefined : 'user'}
        aria-label={loggedIn ? `${ui.appBar.userMenu}: ${name}` : ui.appBar.userMenu}
      >
        {loggedIn && (
          <>
            <span className="app-bar-initials" aria-hidden="true">
              {initials(session)}
            </span>
            <span className="app-bar-name">{name}</span>
          </>
        )}
      </Button>
    </Popover>
  )
}
