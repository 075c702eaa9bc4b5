import { funcApi } from '../api/func-api.ts';
import { createResource } from './resource.ts';

/** Edition, default language, version, public URL and contact e-mail; fetched once per page load. */
export const systemInfoResource = createResource(() => funcApi.systemInformation(), Number.POSITIVE_INFINITY);
