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

/**
 * A thenable that answers `value` in the very call that reads it. A promise always answers a tick
 * later; React.lazy reads a thenable's answer in the same call, so a module already loaded renders at
 * once.
 */
export function answerNow<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here
  return { then: (resolve: (answer: T) => void) => resolve(value) } as unknown as Promise<T>;
}

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
  const component = lazy(() => (module ? answerNow(module) : preload()));
  return Object.assign(component, { preload });
}
