import { lazy, useEffect, useRef, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes, useLocation, useNavigate } from 'react-router';
import { bindNavigator } from './navigator';
import { paths } from './paths';
import { frame, page } from './route-frames';
import { SessionGate } from './session-gate';
import { UnsavedChangesConfirm } from '@/shared/form/unsaved-changes';

// The sign-in pages and their layout load lazily; so does the table of every other page.
const AppRoutes = lazy(() => import('./app-routes'));
const AuthLayout = lazy(() => import('./layout/auth-layout'));
const LoginRoute = lazy(() => import('./routes/account/login'));
const ExpiredPasswordRoute = lazy(() => import('./routes/account/expired-password'));
const ForgottenPasswordRoute = lazy(() => import('./routes/account/forgotten-password'));
const ForgottenUsernameRoute = lazy(() => import('./routes/account/forgotten-username'));
const RegisterPersonRoute = lazy(() => import('./routes/account/register-person'));
const RegisterTraderRoute = lazy(() => import('./routes/account/register-trader'));

/** Gives the query client's error handler the router's navigate and the current path. */
function NavigatorBinder() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  useEffect(() => {
    bindNavigator(
      (to, options) => void navigate(to, options),
      () => `${current.current.pathname}${current.current.search}${current.current.hash}`,
    );
  }, [navigate]);
  return null;
}

/** A new page starts at its top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The sign-in pages, and the rest of the portal behind one lazily loaded route table. */
export function AppTree() {
  return (
    <>
      <NavigatorBinder />
      <ScrollToTop />
      <UnsavedChangesConfirm />
      <Routes>
        <Route element={<SessionGate />}>
          <Route element={frame(<AuthLayout />)}>
            <Route path={paths.login} element={page(<LoginRoute />)} />
            <Route path={paths.expiredPassword} element={page(<ExpiredPasswordRoute />)} />
            <Route path={paths.forgottenPassword} element={page(<ForgottenPasswordRoute />)} />
            <Route path={paths.forgottenUsername} element={page(<ForgottenUsernameRoute />)} />
            <Route path={paths.registerPerson} element={page(<RegisterPersonRoute />)} />
            <Route path={paths.registerTrader} element={page(<RegisterTraderRoute />)} />
          </Route>
          {/* Everything else: the portal's layout and its pages (loaded lazily, with their route table). The table
              draws no text: it is drawn from the home part of the texts, and each of its pages but the home waits. */}
          <Route path="*" element={frame(<AppRoutes />, { home: true })} />
        </Route>
      </Routes>
    </>
  );
}

/**
 * The route tables above, under a data router: one splat route holds them all, so the app's one blocker can hold back
 * an in-app navigation while a form has unsaved changes (`UnsavedChangesConfirm`, shared/form/unsaved-changes.ts).
 */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppTree /> }]));
  return <RouterProvider router={router} />;
}
