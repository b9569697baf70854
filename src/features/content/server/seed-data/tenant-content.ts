import type { EventTemplate, HonorTemplate } from './events-honors';
import type { NewsTemplate } from './news-items';
import { HUST_CONTENT } from './hust-content';
import { HMU_CONTENT } from './hmu-content';
import { ACTVN_CONTENT } from './actvn-content';
import { UNIGATE_CONTENT } from './unigate-content';

/** What one university adds to the common demo content: events, honors and news of its own field. */
export type TenantContent = { events: EventTemplate[]; honors: HonorTemplate[]; news: NewsTemplate[] };

const NONE: TenantContent = { events: [], honors: [], news: [] };

const BY_TENANT: Readonly<Record<string, TenantContent>> = {
  hust: HUST_CONTENT,
  hmu: HMU_CONTENT,
  actvn: ACTVN_CONTENT,
  unigate: UNIGATE_CONTENT,
};

/** A tenant's own content; a university onboarded later starts with the common content only. */
export const tenantContent = (code: string): TenantContent =>
  Object.hasOwn(BY_TENANT, code) ? BY_TENANT[code] : NONE;
