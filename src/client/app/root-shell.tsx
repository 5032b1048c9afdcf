import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { NoticeBanner } from '../components/notice-banner';
import { BlockedStorageScreen } from '../features/system/pages/blocked-storage-screen';
import { MaintenanceScreen } from '../features/system/pages/maintenance-screen';
import { UnavailableScreen } from '../features/system/pages/unavailable-screen';
import { runHeartbeat, useAppState } from '../lib/app-state';
import { emitRouteChanged } from '../lib/events';
import type { RouteHandle } from './router';

/**
 * Above every layout: announces each navigation, runs a heartbeat after it, and swaps the whole
 * page for the maintenance, unavailable or blocked-storage screen while one applies (spec §2, §4).
 */
export function RootShell() {
  const location = useLocation();
  const matches = useMatches();
  const appState = useAppState();
  const routeName = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name;

  // main.tsx ran the heartbeat for the first page already; every later navigation runs one.
  const isFirstRoute = useRef(true);
  useEffect(() => {
    emitRouteChanged({ pathname: location.pathname, search: location.search, routeName });
    if (isFirstRoute.current) isFirstRoute.current = false;
    else void runHeartbeat();
  }, [location.pathname, location.search, routeName]);

  if (appState.serviceUnavailableDueToBlockedCookies) return <BlockedStorageScreen />;
  if (appState.maintenance) return <MaintenanceScreen />;
  if (appState.serviceUnavailable) return <UnavailableScreen />;
  return (
    <>
      {appState.serviceDown && <NoticeBanner />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
