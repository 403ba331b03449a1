/**
 * Spec §2 Account menu, on the signed-in user's avatar: Dashboard (admins only), Bookings, Profile,
 * Logout. The avatar also has a tooltip with the first name and role ("Anna · agent").
 * Loaded only for a signed-in visitor (site-header.tsx): Radix's menu, tooltip and their
 * positioning are not among a visitor's first scripts (the light-pages budget, docs/performance.md).
 */
import { DropdownMenu, Tooltip } from "radix-ui";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { hasAdminAccess, type SessionUser } from "../../core/accounts/session-user.ts";
import { UserAvatar, accountButtonLabel } from "./user-avatar.tsx";

export type AccountActions = {
  /** Opens the profile view. The accounts issue provides it; the item is not shown without it. */
  onProfile?: () => void;
  /** Logs out. The accounts issue provides it; the item is not shown without it. */
  onLogout?: () => void;
};

export function AccountMenu({
  user,
  initiallyOpen = false,
  initialTooltip = false,
  onProfile,
  onLogout,
}: {
  user: SessionUser;
  /** Opens at once: the avatar was clicked while this code was on its way (site-header.tsx). */
  initiallyOpen?: boolean;
  /** Shows the tooltip at once: the pointer is already on the avatar. */
  initialTooltip?: boolean;
} & AccountActions) {
  const summary = `${user.firstName} · ${user.role}`;
  const [tooltipOpen, setTooltipOpen] = useState(initialTooltip);
  const [menuOpen, setMenuOpen] = useState(initiallyOpen);
  // Closing the menu hands focus back to the avatar; that focus should not pop the tooltip up.
  const focusFromMenu = useRef(false);
  // The open menu is placed in the page's header, not at the end of <body>: it stays inside the
  // banner landmark, so no content sits outside a landmark (axe "region").
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const findBanner = useCallback(
    (node: HTMLElement | null) => setBanner(node?.closest("header") ?? null),
    [],
  );
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root
        open={tooltipOpen && !menuOpen}
        onOpenChange={(open) => {
          if (open && focusFromMenu.current) {
            focusFromMenu.current = false;
            return;
          }
          setTooltipOpen(open);
        }}
      >
        <DropdownMenu.Root
          modal={false}
          open={menuOpen}
          onOpenChange={(open) => {
            setMenuOpen(open);
            setTooltipOpen(false);
            if (!open) {
              focusFromMenu.current = true;
              window.setTimeout(() => {
                focusFromMenu.current = false;
              }, 300);
            }
          }}
        >
          <Tooltip.Trigger asChild>
            <DropdownMenu.Trigger
              ref={findBanner}
              className="avatar-button"
              aria-label={accountButtonLabel(user)}
            >
              <UserAvatar user={user} />
            </DropdownMenu.Trigger>
          </Tooltip.Trigger>
          <DropdownMenu.Portal container={banner}>
            <DropdownMenu.Content className="dropdown" align="end" sideOffset={8}>
              <DropdownMenu.Label className="dropdown-label">{summary}</DropdownMenu.Label>
              <DropdownMenu.Separator className="dropdown-separator" />
              {hasAdminAccess(user) ? (
                <DropdownMenu.Item asChild className="dropdown-item">
                  <Link to="/admin/dashboard">Dashboard</Link>
                </DropdownMenu.Item>
              ) : null}
              <DropdownMenu.Item asChild className="dropdown-item">
                <Link to="/bookings/me">Bookings</Link>
              </DropdownMenu.Item>
              {/* Profile and Logout: the accounts issue passes the handlers; without them the items are left out. */}
              {onProfile ? (
                <DropdownMenu.Item className="dropdown-item" onSelect={onProfile}>
                  Profile
                </DropdownMenu.Item>
              ) : null}
              {onLogout ? (
                <DropdownMenu.Item className="dropdown-item" onSelect={onLogout}>
                  Logout
                </DropdownMenu.Item>
              ) : null}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={6}>
            {summary}
            <Tooltip.Arrow className="tooltip-arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
