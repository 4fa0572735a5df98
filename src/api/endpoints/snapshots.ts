export const snapshotsEndpoints = {};
