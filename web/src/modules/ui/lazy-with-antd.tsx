import { lazy, type ComponentType } from 'react';

export const loadAntdTheme = () => import('./AntdTheme');
const loadApollo = () => import('../../lib/WithApollo');

/**
 * React.lazy for a component that uses antd: its code and antd's themed provider download
 * together, in parallel, and it renders inside the provider. Call `load` again to preload.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ AntdTheme }, { default: Component }] = await Promise.all([loadAntdTheme(), load()]);
    return {
      default: (props: P) => (
        <AntdTheme>
          <Component {...props} />
        </AntdTheme>
      ),
    };
  });
}

/**
 * lazyWithAntd for a component that also talks to the server through Apollo (the signed-in parts):
 * Apollo downloads with it, and it renders inside ApolloProvider. `antd: false` for a part whose
 * first screen uses no antd (the profile): its later parts bring antd themselves (lazyWithAntd).
 */
export function lazyWithApollo<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { antd = true }: { antd?: boolean } = {}) {
  const withApollo = async () => {
    const [{ WithApollo }, { default: Component }] = await Promise.all([loadApollo(), load()]);
    return {
      default: (props: P) => (
        <WithApollo>
          <Component {...props} />
        </WithApollo>
      ),
    };
  };
  return antd ? lazyWithAntd(withApollo) : lazy(withApollo);
}
