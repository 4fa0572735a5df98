/** Domain types of the domain list (section 3: Domain entries). */
export const DOMAIN_TYPE = {
  video: 1,
  download: 2,
  image: 3,
  mp4: 6,
  statistics: 7,
  headImage: 88,
} as const;

export type DomainTypeName = keyof typeof DOMAIN_TYPE;
export type DomainTypeCode = (typeof DOMAIN_TYPE)[DomainTypeName];
