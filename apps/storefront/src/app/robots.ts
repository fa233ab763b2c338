import type { MetadataRoute } from 'next';
import { currentBrand } from '../brand/current-brand.ts';
import { robotsRules } from '../seo/sitemap.ts';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(currentBrand);
}
