import type { ShopDatabase } from '../client.ts';

/**
 * `build`'s result for a database, built on first use and kept while the database lives: prepared statements
 * belong to the database they were prepared on, and preparing them again on every call is the cost they save.
 */
export function perDatabase<T>(build: (db: ShopDatabase) => T): (db: ShopDatabase) => T {
  const built = new WeakMap<ShopDatabase, T>();
  return (db) => {
    if (!built.has(db)) built.set(db, build(db));
    return built.get(db) as T;
  };
}
