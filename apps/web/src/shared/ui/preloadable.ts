/**
 * A lazily loaded component whose module can be fetched before its first render (`preload`). Once the
 * module is in, the component renders in the same pass that meets it: React.lazy reads a thenable that
 * answers in the same call, so the first render shows the component itself, not its fallback followed by
 * the component in a later commit (which would push the page down or paint late).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes it
type AnyComponent = ComponentType<any>;

export type Preloadable<M extends { default: AnyComponent }> = LazyExoticComponent<M['default']> & {
  /** Starts the module's download (once) and resolves with the module. */
  preload: () => Promise<M>;
};

export function preloadable<M extends { default: AnyComponent }>(load: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then((loaded) => {
      module = loaded;
      return loaded;
    });
    return loading;
  };
  const component = lazy(() =>
    module
      ? // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point here
        ({ then: (resolve: (value: M) => void) => resolve(module as M) } as unknown as Promise<M>)
      : preload(),
  );
  return Object.assign(component, { preload });
}
