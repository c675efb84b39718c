import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from '@/shared/session/require-session';
import { PageLoading } from '@/shared/ui/page-loading';
import { FEATURE_ROUTES } from './feature-routes';
import { FrameSync, PageReady } from './frame-sync';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

const LoginPage = lazy(() => import('@/features/login/login-page'));

function guarded(element: ReactNode, guard: boolean | undefined): ReactNode {
  if (!guard) return element;
  return <RequireSession login={<LoginPage guard />}>{element}</RequireSession>;
}

export function AppRoutes() {
  const pages = useMemo(() => FEATURE_ROUTES.map((route) => ({ ...route, Page: lazy(route.load) })), []);
  return (
    <>
      <FrameSync />
      <Routes>
        <Route element={<Layout />}>
          {pages.map(({ path, Page, guard }) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <PageReady>{guarded(<Page />, guard)}</PageReady>
                </Suspense>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <PageReady>
                <NotFoundPage />
              </PageReady>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
