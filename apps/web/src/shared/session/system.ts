import { DEFAULT_SYSTEM, SYSTEMS, type System } from '@portal/contracts/navigation';
import { createExternalStore, useExternalStore } from '@/shared/lib/external-store';
import { readCookie, writeCookie } from '@/shared/lib/cookies';

const SYSTEM_COOKIE = 'systemToken';

function parseSystem(value: string | null): System {
  return (SYSTEMS as readonly string[]).includes(value ?? '') ? (value as System) : DEFAULT_SYSTEM;
}

const systemStore = createExternalStore<System>(parseSystem(readCookie(SYSTEM_COOKIE)));

/** The chosen system is kept in the `systemToken` cookie (spec §9). */
export function setSystem(system: System): void {
  writeCookie(SYSTEM_COOKIE, system, { maxAgeDays: 365 });
  systemStore.set(system);
}

/** Back to the default system (spec §4: the system after signing in is GENERAL). */
export function resetSystem(): void {
  setSystem(DEFAULT_SYSTEM);
}

/** The chosen system now, outside rendering. */
export function currentSystem(): System {
  return systemStore.get();
}

export function useSystem(): System {
  return useExternalStore(systemStore);
}
