import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { NoticeBanner } from '../components/notice-banner';
import { BlockedStorageScreen } from '../features/system/pages/blocked-storage-screen';
import { MaintenanceScreen } from '../features/system/pages/maintenance-screen';
import { UnavailableScreen } from '../features/system/pages/unavailable-screen';
import { TrackingConsent } from '../features/tracking/tracking-consent';
import { runHeartbeat, useAppState } from '../lib/app-state';
import { useOnline } from '../lib/connectivity';
import { emitRouteChanged } from '../lib/events';
import { LOGGED_OUT_EVENT, type LoggedOutDetail } from '../lib/session';
import { paths } from './paths';
import type { RouteHandle } from './router';

/**
 * Above every layout: announces each navigation, runs a heartbeat after it, sends the customer to
 * log in when their session ends on a customer page, and swaps the whole page for the maintenance,
 * unavailable or blocked-storage screen while one applies (the app-state flags).
 */
export function RootShell() {
  const location = useLocation();
  const matches = useMatches();
  const appState = useAppState();
  const navigate = useNavigate();
  const online = useOnline();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const routeName = handle?.name;
  const needsLogin = handle?.middleware.includes('auth') ?? false;

  // main.tsx ran the heartbeat for the first page already; every later navigation runs one.
  const isFirstRoute = useRef(true);
  useEffect(() => {
    emitRouteChanged({ pathname: location.pathname, search: location.search, routeName });
    if (isFirstRoute.current) isFirstRoute.current = false;
    else void runHeartbeat();
  }, [location.pathname, location.search, routeName]);

  // A session that ends by itself (expired, logged out in another tab) must not leave a customer
  // page on screen; a logout the customer chose navigates on its own.
  useEffect(() => {
    if (!needsLogin) return;
    const sendToLogin = (event: Event) => {
      if ((event as CustomEvent<LoggedOutDetail>).detail?.reason === 'user') return;
      void navigate(paths.profileLogin(`${location.pathname}${location.search}`), {
        state: { sessionExpired: true },
      });
    };
    window.addEventListener(LOGGED_OUT_EVENT, sendToLogin);
    return () => window.removeEventListener(LOGGED_OUT_EVENT, sendToLogin);
  }, [needsLogin, navigate, location.pathname, location.search]);

  if (appState.serviceUnavailableDueToBlockedCookies) return <BlockedStorageScreen />;
  if (appState.maintenance) return <MaintenanceScreen />;
  if (appState.serviceUnavailable) return <UnavailableScreen />;
  return (
    <>
      {(!online || appState.serviceDown) && <NoticeBanner offline={!online} />}
      <TrackingConsent />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
