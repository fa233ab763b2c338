import { lazy, Suspense, type ComponentType } from 'react';

type Loader<Props> = () => Promise<ComponentType<Props> | { readonly default: ComponentType<Props> }>;

/** Stands in for next/dynamic in Storybook: the component loads on first render, as in the storefront. */
export default function dynamic<Props extends object>(loader: Loader<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => {
    const loaded = await loader();
    return 'default' in loaded ? loaded : { default: loaded };
  });
  return function DynamicComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
