import { studentApi } from '../../../api/api-clients';
import { registerSource } from '../../source-registry';

/** One administrative unit as GET /api/v1/addresses answers it. */
export interface AddressUnit {
  code: string;
  name: string;
  type?: string;
  parentCode?: string | null;
}

/** Params of the address source: `parentCode` '' = provinces, null = nothing chosen yet (no call). */
export interface AddressUnitsParams {
  parentCode: string | null;
  /** The pre-2025 three-level units. */
  legacy: boolean;
}

/** Name of the engine's own source of administrative units. */
export const ADDRESS_UNITS_SOURCE = 'engine.addressUnits';

/**
 * GET /api/v1/addresses?parentCode=<code>[&legacy=1] -> `{ data: AddressUnit[] }`; without
 * parentCode the provinces. Units are sorted by name for the picker.
 */
export const addressUnitsSource = registerSource<AddressUnitsParams, AddressUnit[]>({
  name: ADDRESS_UNITS_SOURCE,
  key: ({ parentCode, legacy }) =>
    parentCode === null ? null : ['addresses', parentCode, legacy ? 'legacy' : 'current'],
  fetch: async ({ parentCode, legacy }, { signal }) => {
    const response = await studentApi.get<{ data?: AddressUnit[] }>('/api/v1/addresses', {
      query: { parentCode: parentCode || undefined, legacy: legacy ? 1 : undefined },
      signal,
    });
    if (response.error) throw new Error(`Addresses answered ${response.status}`);
    const units = Array.isArray(response.data?.data) ? response.data.data : [];
    return [...units].sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  },
});
