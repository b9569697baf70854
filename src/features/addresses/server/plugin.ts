import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AddressCatalog } from '../shared/address-catalog';
import { loadAddressCatalog } from './load-address-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    /** GSO administrative units in memory (current and pre-2025 lists): lookups and address checks. */
    addressCatalog: AddressCatalog;
  }
}

/** App-wide: the address catalog, loaded at start-up so the first lookup is as fast as the rest. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('addressCatalog', loadAddressCatalog());
  },
  { name: 'address-catalog' },
);
