import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { System } from '@portal/contracts';
import { currentSystem, setSystem, useSystem } from '@/shared/session/system';
import { systemOfPath } from '../lib/menu-model';

/**
 * The system whose menu shows: the one the address belongs to (an auction page, a customs portal page), else the
 * one last chosen. Reaching a system's page by a link also makes it the chosen one, so the switcher and the home
 * agree with the menu afterwards. Only a change of address does so: a system chosen on another system's page stays
 * chosen while the switcher leads to its home (the old address is still rendered for a moment).
 */
export function useMenuSystem(): System {
  const { pathname } = useLocation();
  const chosen = useSystem();
  const ofPath = systemOfPath(pathname);
  useEffect(() => {
    if (ofPath && ofPath !== currentSystem()) setSystem(ofPath);
  }, [ofPath]);
  return ofPath ?? chosen;
}
