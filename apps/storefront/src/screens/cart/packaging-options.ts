import { ProductDetailDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';

export interface PackagingOption {
  readonly id: string;
  readonly title: string;
  readonly price: { readonly currency: string; readonly value: number };
}

export interface PackagingOptions {
  readonly wrappers: readonly PackagingOption[];
  readonly digitalWrappers: readonly PackagingOption[];
  readonly giftPackings: readonly PackagingOption[];
}

const option = ({ id, title, price }: PackagingOption): PackagingOption => ({ id, title, price });

/** What the product on this page can be packed in; null when the catalogue no longer offers it. */
async function packagingOf(lang: string, productPath: string): Promise<PackagingOptions | null> {
  const data = await serverQuery(lang, ProductDetailDocument, { path: productPath });
  const extras = data.product.product?.extras;
  if (!extras) return null;
  return {
    wrappers: extras.wrappers.map(option),
    digitalWrappers: extras.digitalWrappers.map(option),
    giftPackings: extras.giftPackings.map(option),
  };
}

/**
 * The wrappers and gift packings each product in the basket can be packed in, by product path. A product the catalogue
 * no longer offers has no entry: its packaging can only be removed with the package.
 */
export async function loadPackagingOptions(lang: string, productPaths: readonly string[]): Promise<Map<string, PackagingOptions>> {
  const entries = await Promise.all(
    [...new Set(productPaths)].map(async (path) => {
      const options = await packagingOf(lang, path);
      return options ? ([path, options] as const) : null;
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}
