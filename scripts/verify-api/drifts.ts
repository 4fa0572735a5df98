/**
 * How the drifted host (drift-proxy.ts) differs from the contract, by path: the verifier's test
 * expects exactly these rows to fail, each naming its field.
 */
export type Envelope = { code: string; data: unknown };

export const DRIFTS: Record<
  string,
  { id: string; field: string; change: (e: Envelope) => unknown }
> = {
  '/common/common/country/public/list': {
    id: 'config.countries',
    field: 'data[0].areaCode',
    // A field renamed: areaCode → area_code.
    change: (e) => ({
      ...e,
      data: (e.data as Array<Record<string, unknown>>).map(({ areaCode, ...row }) => ({
        ...row,
        area_code: areaCode,
      })),
    }),
  },
  '/post/app/p/post/private/own/count': {
    id: 'own.count',
    field: 'data.favouriteNum',
    // A number turned into a string.
    change: (e) => {
      const data = e.data as Record<string, unknown>;
      return { ...e, data: { ...data, favouriteNum: String(data.favouriteNum) } };
    },
  },
  '/party/common/generals/public/getGeneral': {
    id: 'config.general',
    field: 'code',
    // The envelope dropped: the data alone.
    change: (e) => e.data,
  },
};
