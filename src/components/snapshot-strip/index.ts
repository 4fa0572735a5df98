export { SnapshotStrip } from './SnapshotStrip';
export {
  SNAPSHOT_PUBLISH_PATH,
  firstToRead,
  groupByUser,
  markReadInCache,
  snapshotListKey,
  snapshotListQuery,
  snapshotPath,
  useSnapshotList,
  type SnapshotGroup,
} from './snapshot-query';
