export { DOMAIN_TYPE, type DomainTypeCode, type DomainTypeName } from './domain-types';
export {
  composeMediaUrl,
  isAbsolute,
  isDomainDead,
  markDomainsDead,
  mediaCandidates,
  mediaUrl,
  resetDeadDomains,
  statisticsBase,
  videoCandidates,
} from './compose';
// The download helpers ('./download') are imported from their own module, by the share sheet only.
export { domainsQuery, useDomains } from './use-domains';
