/** The current route's name and params, for the layout's route-name rules. */
import { createContext, useContext } from 'react';
import type { RouteName } from './route-names';

export interface LeafRoute {
  name: RouteName | null;
  params: Readonly<Record<string, string | undefined>>;
}

export const NO_ROUTE: LeafRoute = { name: null, params: {} };

export const LeafRouteContext = createContext<LeafRoute>(NO_ROUTE);

/** The deepest named route of the current location. */
export const useLeafRoute = (): LeafRoute => useContext(LeafRouteContext);
