// The shared copy of react-router: only what the site uses, from react-router's production build.
// Module Federation never tree-shakes a shared module (a remote might use any export), so sharing
// the whole package costs about 60 kB compressed on every first view; this list costs about a third.
// Every `import { x } from 'react-router'` of the workspace must be listed here
// (tools/build/test/shared-entries.test.ts). A new name reaches remotes only with a shell build
// that provides it: release the shell first (docs/performance.md).
export {
  Form,
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from '@brids/build/impl/react-router';
