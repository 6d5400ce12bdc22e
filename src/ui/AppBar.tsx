import { Button, Classes, Menu, MenuDivider, MenuItem, Navbar, NavbarGroup, NavbarHeading, Popover } from '@blueprintjs/core'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { de } from '../i18n/de'
import { editorSession } from '../session/editorSession'
import { logout } from '../session/logout'
import { displayName, initials } from './userDisplay'

/** SPEC.md §2.3: the app bar with the product logo (to the dashboard) and the user menu. */
export function AppBar() {
  const session = useSnapshot(editorSession)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const loggedIn = Boolean(session.token)

  function onLogout() {
    logout()
    void navigate('/login', { replace: true })
  }

  return (
    <Navbar className="app-bar">
      <NavbarGroup align="left">
        <NavbarHeading>
          <Link to="/dashboard" className="app-bar-logo">
            {de.productName}
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right">
        {loggedIn ? (
          <Popover
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem icon="cog" text={de.appBar.settings} onClick={() => void navigate('/account')} />
                <MenuDivider />
                <MenuItem icon="log-out" text={de.appBar.logout} onClick={onLogout} />
              </Menu>
            }
          >
            <Button variant="minimal" endIcon="caret-down" aria-label={`${de.appBar.userMenu}: ${displayName(session)}`}>
              <span className="app-bar-initials" aria-hidden="true">{initials(session)}</span>
              <span className="app-bar-name">{displayName(session)}</span>
            </Button>
          </Popover>
        ) : (
          // On /login the form's own button is the way in; a second 'Anmelden' would only confuse.
          pathname !== '/login' && (
            <Link to="/login" className={`${Classes.BUTTON} ${Classes.MINIMAL}`}>
              {de.appBar.login}
            </Link>
          )
        )}
      </NavbarGroup>
    </Navbar>
  )
}
