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
export {
  MediaDownloadError,
  downloadCandidates,
  downloadFileName,
  fetchMediaFile,
  saveBlob,
} from './download';
export { domainsQuery, useDomains } from './use-domains';
